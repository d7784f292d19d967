// Writes the README's settings table from the settings' schemas: the core's, and each service's
// services/<name>/src/settings.ts. `npm run settings:table`; a gateway test fails when it is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { coreSettings, type Settings, serviceDatabaseUrlSetting } from '@mise/platform/config';
import { z } from 'zod';

const root = new URL('../', import.meta.url);
const readme = new URL('README.md', root);
const START = '<!-- settings table: written by `npm run settings:table` from the schemas -->';
const END = '<!-- end of settings table -->';

interface Row {
  name: string;
  whenUnset: string;
  description: string;
}

/** The README with its settings table as the schemas have it now. */
export async function readmeWithSettingsTable(): Promise<string> {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  const sections = [
    section('Every process', 'packages/platform/src/config.ts', [
      ...rowsOf(coreSettings),
      { ...serviceDatabaseUrlSetting, whenUnset: '(unset)' },
    ]),
  ];
  for (const service of readdirSync(new URL('services/', root)).sort()) {
    const file = `services/${service}/src/settings.ts`;
    if (!existsSync(new URL(file, root))) continue;
    const exported: Record<string, unknown> = await import(
      pathToFileURL(`${root.pathname}${file}`).href
    );
    sections.push(
      section(service, file, Object.values(exported).filter(isSettings).flatMap(rowsOf)),
    );
  }
  // The gateway's own; those it borrows from a service are listed with that service.
  const gateway = 'gateway/src/settings.ts';
  const { gatewaySettings } = await import(pathToFileURL(`${root.pathname}${gateway}`).href);
  const listed = (name: string) => sections.some((text) => text.includes(`| \`${name}\` |`));
  sections.push(
    section(
      'gateway',
      gateway,
      rowsOf(gatewaySettings).filter((row) => !listed(row.name)),
    ),
  );
  return `${text.slice(0, start)}${START}\n\n${sections.join('\n\n')}\n\n${text.slice(end)}`;
}

function section(owner: string, file: string, rows: Row[]): string {
  return [
    `${owner} (\`${file}\`):`,
    '',
    '| setting | default | meaning |',
    '| ------- | ------- | ------- |',
    ...rows.map((row) => `| \`${row.name}\` | ${row.whenUnset} | ${row.description} |`),
  ].join('\n');
}

function rowsOf(settings: Settings): Row[] {
  return Object.entries(settings.schema.shape).map(([name, schema]) => {
    const meta = schema.meta();
    if (!meta?.description) throw new Error(`${name} has no description (.describe() or .meta())`);
    return { name, whenUnset: whenUnset(schema, meta.whenUnset), description: meta.description };
  });
}

function whenUnset(schema: z.ZodType, shown: unknown): string {
  if (typeof shown === 'string') return shown;
  if (schema instanceof z.ZodDefault) return `\`${schema.def.defaultValue}\``;
  return '(unset)';
}

const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' &&
  value !== null &&
  'schema' in value &&
  value.schema instanceof z.ZodObject;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(readme, await readmeWithSettingsTable());
}
