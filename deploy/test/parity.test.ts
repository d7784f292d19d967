import { coreSettings, loadConfig } from '@mise/platform/config';
import { describe, expect, it } from 'vitest';
import { services } from '../../gateway/src/services.js';
import { gatewaySettings } from '../../gateway/src/settings.js';
import {
  type ComposeService,
  component,
  componentOf,
  compose,
  dockerfile,
  GIVEN_TO_EVERY_COMPONENT,
  manifestsOf,
  settingsOf,
  sourcesOf,
  values,
} from './deployment-files.js';

// values.yaml `components` declares each component once; the manifests in k8s/ and
// docker-compose.yml are generated from it. These checks fail when either drifts from it, or
// when it drifts from what the code reads and asks.

const names = Object.keys(values.components).sort();

const deploymentOf = (name: string) => {
  const deployment = manifestsOf('Deployment').find((object) => componentOf(object) === name);
  if (!deployment) throw new Error(`k8s/ has no Deployment for ${name}`);
  return deployment;
};
const containerOf = (name: string) => deploymentOf(name).spec.template.spec.containers[0];
/** The one image every component runs, as the chart renders it. */
const image: string = containerOf('gateway').image;
const envNames = (container: { env?: { name: string }[] }) =>
  (container.env ?? []).map((variable) => variable.name);

/** The compose file's services that run the shop's image, the one-off migrations left out. */
const composeComponents = Object.fromEntries(
  Object.entries(compose.services).filter(
    ([name, service]) => service.image === image && name !== 'migrations',
  ),
) as Record<string, ComposeService>;

describe('the components', () => {
  it('are the same in values.yaml, k8s/ and docker-compose.yml', () => {
    expect(names).toEqual(
      services
        .map((service) => service.name)
        .concat('gateway')
        .sort(),
    );
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'NetworkPolicy']) {
      const rendered = manifestsOf(kind).map(componentOf);
      expect(rendered, kind).toEqual(expect.arrayContaining(names));
    }
    expect(manifestsOf('Deployment').map(componentOf).sort()).toEqual(names);
    expect(Object.keys(composeComponents).sort()).toEqual(names);
  });

  it('run the same image and script everywhere', () => {
    expect(image).toMatch(new RegExp(`^${values.image.repository}:`));
    for (const name of names) {
      const { script } = component(name);
      expect(containerOf(name).image).toBe(image);
      expect(containerOf(name).args).toEqual([script]);
      expect(composeComponents[name]?.command).toEqual([script]);
    }
  });

  it('listen on the same port everywhere', () => {
    const ports = names.map((name) => component(name).port);
    expect(new Set(ports).size).toBe(names.length);
    for (const name of names) {
      const port = component(name).port;
      const container = containerOf(name);
      expect(container.ports).toEqual([{ name: 'http', containerPort: port, protocol: 'TCP' }]);
      expect(container.env).toContainEqual({ name: 'PORT', value: String(port) });
      const service = manifestsOf('Service').find((object) => componentOf(object) === name);
      expect(service?.spec.ports).toEqual([
        { name: 'http', port, targetPort: 'http', protocol: 'TCP' },
      ]);
      expect(composeComponents[name]?.environment?.PORT).toBe(String(port));
      expect(composeComponents[name]?.expose).toEqual([String(port)]);
    }
  });

  it('get the same settings, by name, in k8s/ and docker-compose.yml', () => {
    for (const name of names) {
      const declared = settingsOf(component(name));
      expect(envNames(containerOf(name)), name).toEqual(declared);
      expect(Object.keys(composeComponents[name]?.environment ?? {}), name).toEqual(declared);
    }
  });

  it('are probed on the same paths everywhere', () => {
    expect(values.probes.liveness.path).toBe('/api/healthz');
    expect(values.probes.readiness.path).toBe('/api/readyz');
    for (const name of names) {
      const container = containerOf(name);
      expect(container.livenessProbe.httpGet).toEqual({ path: '/api/healthz', port: 'http' });
      expect(container.readinessProbe.httpGet).toEqual({ path: '/api/readyz', port: 'http' });
      const port = component(name).port;
      expect(composeComponents[name]?.healthcheck?.test?.join(' ')).toContain(
        `http://127.0.0.1:${port}/api/readyz`,
      );
    }
    // The image's own healthcheck, continued over lines, asks the liveness path.
    expect(dockerfile).toMatch(/^HEALTHCHECK (?:.*\\\n)*.*\/api\/healthz/m);
  });

  it('are the only ones published: the gateway alone is reached from outside', () => {
    const published = Object.entries(composeComponents).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    expect(names.filter((name) => component(name).public)).toEqual(['gateway']);
    for (const name of names.filter((each) => each !== 'gateway')) {
      const policy = manifestsOf('NetworkPolicy').find((object) => componentOf(object) === name);
      for (const rule of policy?.spec.ingress ?? []) {
        expect(rule.from, `${name} admits traffic from anywhere`).toBeDefined();
      }
    }
  });
});

describe('the migrations', () => {
  it('run the same script with the same settings in k8s/ and docker-compose.yml', () => {
    const [job] = manifestsOf('Job');
    const container = job?.spec.template.spec.containers[0];
    expect(container.args).toEqual([values.migrations.script]);
    expect(envNames(container)).toEqual(values.migrations.settings);
    expect(job?.metadata).toMatchObject({
      annotations: { 'helm.sh/hook': 'pre-install,pre-upgrade' },
    });
    const migrations = compose.services.migrations;
    expect(migrations?.command).toEqual([values.migrations.script]);
    expect(Object.keys(migrations?.environment ?? {})).toEqual(values.migrations.settings);
    for (const name of names.filter((each) => component(each).uses.includes('postgres'))) {
      expect(composeComponents[name]?.depends_on?.migrations).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it("pass the platform's checks with the image's environment and theirs alone", () => {
    // Production mode would ask them for a session key they have no use for.
    const imageEnvironment = Object.fromEntries(
      [...dockerfile.matchAll(/^ENV (\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]),
    );
    const database = 'postgres://mise@postgres.data:5432/mise';
    const environment = {
      ...imageEnvironment,
      ...Object.fromEntries(
        values.migrations.settings.map((name) => [
          name,
          name in values.secrets ? database : String(values.settings[name]),
        ]),
      ),
    };
    expect(loadConfig(environment).DATABASE_URL).toBe(database);
  });

  it("use each service's own schema, as scripts/migrate.mjs derives it from the folder name", () => {
    for (const service of services) {
      const schema = service.name.replaceAll('-', '_');
      const migrates = sourcesOf(`services/${service.name}/src`).some((source) =>
        source.includes(`migrate({ schema: '${schema}'`),
      );
      expect(migrates, `${service.name} migrates schema ${schema}`).toBe(true);
    }
  });
});

/**
 * Settings the code reads that no component is given, on purpose: their defaults are what the
 * image and the pods need.
 */
const LEFT_TO_DEFAULTS = [
  // Every process listens on all interfaces.
  'HOST',
  // ./data, the emptyDir each pod mounts at /app/data.
  'DATA_DIR',
  // The image keeps the built shop and console where the gateway looks for them.
  'WEB_SHOP_DIST',
  'WEB_ADMIN_DIST',
  // The catalog shipped inside the image.
  'CATALOG_SEED_DIR',
  // Tests only, refused in production.
  'FAULT_EXIT_AFTER_PAYMENT',
  'FAULT_EXIT_IN_DELIVERED_ORDER',
  // A Kubernetes Service spreads a service's requests over its pods; this is for several
  // processes of one service on one machine.
  'SERVICE_REPLICA_URLS',
];
/**
 * Read by the gateway alone: only its server is given the proxies to believe (gateway/src/app.ts);
 * a service's server, whose one client is the gateway, believes none.
 */
const ONLY_THE_GATEWAY_READS = ['TRUST_PROXY_HOPS'];
/** With every service named in SERVICE_URLS, the gateway opens no infrastructure of its own. */
const INFRASTRUCTURE_SETTINGS = [
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'KAFKA_CLIENT_ID',
  'REDIS_URL',
  'SMTP_URL',
  'MAIL_FROM',
];

const componentService = (name: string) => {
  const service = services.find((each) => each.name === name);
  if (!service) throw new Error(`the gateway knows no service ${name}`);
  return service;
};

const keysOf = (settings: { schema: { shape: object } } | undefined) =>
  Object.keys(settings?.schema.shape ?? {});

function settingsTheCodeReads(name: string) {
  const core = keysOf(coreSettings);
  if (name === 'gateway') {
    return [...core, ...keysOf(gatewaySettings)].filter(
      (setting) => !INFRASTRUCTURE_SETTINGS.includes(setting),
    );
  }
  return [...core, ...keysOf(componentService(name).settings)].filter(
    (setting) => !ONLY_THE_GATEWAY_READS.includes(setting),
  );
}

describe("each component's settings", () => {
  it("are what its code reads: the platform's and its own, but those left to defaults", () => {
    for (const name of names) {
      const expected = settingsTheCodeReads(name).filter(
        (setting) => !LEFT_TO_DEFAULTS.includes(setting),
      );
      const given = settingsOf(component(name));
      expect(new Set(given), name).toEqual(new Set(expected));
      expect(given.length, `${name} names a setting twice`).toBe(new Set(given).size);
    }
  });

  it('leave TRUST_PROXY_HOPS to the gateway, the one server that is given it', () => {
    const givesHops = (folder: string) =>
      sourcesOf(folder).some((source) =>
        source.includes('trustProxyHops: config.TRUST_PROXY_HOPS'),
      );
    expect(givesHops('gateway/src')).toBe(true);
    expect(givesHops('packages/platform/src')).toBe(false);
    for (const service of services) expect(givesHops(`services/${service.name}/src`)).toBe(false);
  });

  it("pass their code's checks in production, as the compose file gives them", () => {
    for (const name of names) {
      const own = name === 'gateway' ? gatewaySettings : componentService(name).settings;
      const config = loadConfig(composeComponents[name]?.environment, ...(own ? [own] : []));
      expect(config.NODE_ENV, name).toBe('production');
      expect(Object.keys(config.SERVICE_URLS).sort(), name).toEqual(
        names.filter((each) => each !== 'gateway'),
      );
    }
  });

  it('are each in the ConfigMap or the Secret, and no secret has a value in values.yaml', () => {
    for (const name of names) {
      for (const setting of settingsOf(component(name))) {
        if (GIVEN_TO_EVERY_COMPONENT.includes(setting)) continue;
        expect(
          setting in values.settings !== setting in values.secrets,
          `${setting} is in exactly one of settings and secrets`,
        ).toBe(true);
      }
    }
    expect(Object.values(values.secrets).filter((value) => value !== '')).toEqual([]);
    const [secret] = manifestsOf('Secret').filter(
      (object) => object.metadata.name === 'mise-secrets',
    );
    expect(
      Object.keys((secret as { stringData?: object } | undefined)?.stringData ?? {}).sort(),
    ).toEqual(Object.keys(values.secrets).sort());
  });
});

/** The services a component's code asks over HTTP: serviceCaller targets and SERVICE_URLS reads. */
function servicesAskedIn(sources: string[]) {
  const patterns = [
    /serviceCaller\(\s*\w+,\s*'[^']+',\s*'([^']+)'\s*\)/g,
    /SERVICE_URLS\.(\w+)/g,
    /SERVICE_URLS\['([^']+)'\]/g,
  ];
  return sources.flatMap((source) =>
    patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1])),
  );
}

describe("each component's network", () => {
  it('lets it ask exactly the services its code asks', () => {
    // The platform's own calls (sessions ask identity) are made by every service but identity.
    const byPlatform = servicesAskedIn(sourcesOf('packages/platform/src'));
    expect(byPlatform).toContain('identity');
    for (const service of services) {
      const asked = new Set(
        [...servicesAskedIn(sourcesOf(`services/${service.name}/src`)), ...byPlatform].filter(
          (target) => target !== service.name,
        ),
      );
      expect(new Set(component(service.name).calls), service.name).toEqual(asked);
    }
    expect(new Set(component('gateway').calls)).toEqual(
      new Set(services.map((service) => service.name)),
    );
  });

  it('lets each service be reached only by the components that ask it, on its port', () => {
    for (const name of names) {
      const policy = manifestsOf('NetworkPolicy').find((object) => componentOf(object) === name);
      const admitted = (policy?.spec.ingress ?? []).flatMap(
        (rule: { from?: { podSelector: { matchLabels: Record<string, string> } }[] }) =>
          (rule.from ?? []).map(
            (peer) => peer.podSelector.matchLabels['app.kubernetes.io/component'],
          ),
      );
      const callers = names.filter((caller) => component(caller).calls.includes(name));
      expect(admitted.sort(), name).toEqual(callers.sort());
      const reached = (policy?.spec.egress ?? [])
        .flatMap((rule: { to?: { podSelector?: { matchLabels: Record<string, string> } }[] }) =>
          (rule.to ?? []).map(
            (peer) => peer.podSelector?.matchLabels['app.kubernetes.io/component'],
          ),
        )
        .filter(Boolean);
      expect(reached.sort(), name).toEqual([...component(name).calls].sort());
    }
  });

  it('lets the services that send mail reach SMTP, and every service its data stores', () => {
    for (const service of services) {
      const { uses } = component(service.name);
      expect(uses).toEqual(expect.arrayContaining(['postgres', 'kafka', 'redis']));
      const sendsMail = sourcesOf(`services/${service.name}/src`).some((source) =>
        /\bmail\.send\(/.test(source),
      );
      expect(uses.includes('smtp'), `${service.name} sends mail: ${sendsMail}`).toBe(sendsMail);
    }
  });
});

describe('the pods', () => {
  it('run hardened: non-root, read-only root, no capabilities, RuntimeDefault seccomp, limits', () => {
    const pods = [...manifestsOf('Deployment'), ...manifestsOf('Job')].map(
      (object) => object.spec.template.spec,
    );
    expect(pods).toHaveLength(names.length + 1);
    for (const pod of pods) {
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(Object.keys(container.resources).sort()).toEqual(['limits', 'requests']);
      }
    }
    for (const service of Object.values(composeComponents)) {
      expect(service).toMatchObject({ read_only: true, cap_drop: ['ALL'], user: '1000:1000' });
    }
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('each have an autoscaler and a disruption budget', () => {
    const autoscaled = names.filter((name) => component(name).autoscaling);
    expect(manifestsOf('HorizontalPodAutoscaler').map(componentOf).sort()).toEqual(autoscaled);
    expect(manifestsOf('PodDisruptionBudget').map(componentOf).sort()).toEqual(names);
  });
});
