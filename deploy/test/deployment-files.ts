import { readdirSync, readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';

// The deployment as it is committed: the chart's values, the manifests rendered from them
// (k8s/, by tools/deploy-check) and the compose file written from them
// (scripts/deploy/render-compose.mjs).
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

export interface Component {
  script: string;
  port: number;
  public?: boolean;
  settings: string[];
  ownSettings?: string[];
  calls: string[];
  uses: string[];
  autoscaling?: object | null;
}

export interface Values {
  image: { repository: string; tag: string };
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
  probes: { liveness: { path: string }; readiness: { path: string } };
  components: Record<string, Component>;
  migrations: { enabled: boolean; script: string; settings: string[]; uses: string[] };
}

export const values: Values = parse(read('charts/mise/values.yaml'));

/** One component of values.yaml, by name. */
export function component(name: string): Component {
  const declared = values.components[name];
  if (!declared) throw new Error(`values.yaml has no component ${name}`);
  return declared;
}

/** The settings a component is given beyond those values.yaml lists for it. */
export const GIVEN_TO_EVERY_COMPONENT = ['PORT', 'OTEL_SERVICE_NAME', 'SERVICE_URLS'];

/** Every setting values.yaml gives the component, in its order. */
export const settingsOf = (component: Component) => [
  ...GIVEN_TO_EVERY_COMPONENT,
  ...component.settings,
  ...(component.ownSettings ?? []),
];

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: manifests are read as the YAML has them
  spec: any;
}

export const manifests: KubernetesObject[] = readdirSync(new URL('k8s/', root))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(read(`k8s/${file}`)).map((document) => document.toJS()))
  .filter((object): object is KubernetesObject => object !== null);

export const manifestsOf = (kind: string) => manifests.filter((object) => object.kind === kind);

export const componentOf = (object: KubernetesObject) =>
  object.metadata.labels?.['app.kubernetes.io/component'];

export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
}

export const compose: { services: Record<string, ComposeService> } = parse(
  read('docker-compose.yml'),
);

export const dockerfile = read('Dockerfile');

/** The source files of a folder, recursively, tests left out. */
export function sourcesOf(folder: string): string[] {
  return readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => read(`${folder}/${file}`));
}
