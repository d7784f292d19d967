// Fails when a service departs from docs/service-anatomy.md: an entry at the top of src/
// that the document does not name, events that are not split into publish/ and consume/, a
// consumer not named follow<Source>Events, domain code that does I/O, a use case importing an
// adapter instead of taking its port, or a test reaching into another service by relative path. `npm test` runs it after the lint.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, servicesWith } from './lib.mjs';

const topFiles = new Set(['main.ts', 'plugin.ts', 'settings.ts']);
const topFolders = new Set([
  'domain',
  'app',
  'store',
  'read-models',
  'routes',
  'events',
  'jobs',
  'adapters',
  'testing',
]);
const eventFolders = new Set(['publish', 'consume']);
// What domain/ may not import: frameworks, databases, Node's I/O, the platform's runtime (its
// pure mail-format, shop-day and seeded-random helpers aside), and the service's own I/O folders.
const domainMayNotImport = [
  /^fastify/,
  /^drizzle-orm/,
  /^pg$/,
  /^@electric-sql\//,
  /^node:/,
  /^@mise\/platform(?!\/(mail-format|shop-day|seeded-random)$)/,
  /^(\.\.\/)+(app|store|read-models|routes|events|jobs|adapters)\//,
];

const isTest = (file) => /\.test\.tsx?$/.test(file);
const isDirectory = (path) => statSync(path).isDirectory();

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((entry) => join(folder, entry))
    .filter((path) => !isDirectory(path) && /\.tsx?$/.test(path));
}

function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g)].map(
    (match) => match[1],
  );
}

function departuresOf(service) {
  const root = join(repoRoot, 'services', service);
  const src = join(root, 'src');
  const departures = [];
  const say = (path, rule) => departures.push(`${relative(repoRoot, path)}: ${rule}`);

  for (const entry of readdirSync(src)) {
    const path = join(src, entry);
    if (isDirectory(path)) {
      if (!topFolders.has(entry)) say(path, 'a folder the anatomy does not name');
    } else if (!topFiles.has(entry.replace(/\.test\.ts$/, '.ts'))) {
      say(path, 'src/ holds only main.ts, plugin.ts and settings.ts besides the folders');
    }
  }

  const events = join(src, 'events');
  if (existsSync(events)) {
    for (const entry of readdirSync(events)) {
      if (!eventFolders.has(entry))
        say(join(events, entry), 'events/ holds only publish/ and consume/');
    }
    const consume = join(events, 'consume');
    if (existsSync(consume)) {
      for (const file of filesUnder(consume).filter((path) => !isTest(path))) {
        const source = readFileSync(file, 'utf8');
        if (!/-events\.ts$/.test(file)) say(file, 'a consumer module is named <source>-events.ts');
        if (!/export async function follow[A-Z]\w*Events\(/.test(source)) {
          say(file, 'a consumer module exports its subscriber as follow<Source>Events');
        }
      }
    }
  }

  const domain = join(src, 'domain');
  if (existsSync(domain)) {
    for (const file of filesUnder(domain).filter((path) => !isTest(path))) {
      for (const specifier of importsOf(file)) {
        if (domainMayNotImport.some((rule) => rule.test(specifier))) {
          say(file, `domain/ is pure and may not import '${specifier}'`);
        }
      }
    }
  }

  const useCases = join(src, 'app');
  if (existsSync(useCases)) {
    for (const file of filesUnder(useCases).filter((path) => !isTest(path))) {
      for (const specifier of importsOf(file).filter((path) => /^(\.\.\/)+adapters\//.test(path))) {
        say(file, `app/ takes an adapter through its port, wired in plugin.ts: not '${specifier}'`);
      }
    }
  }

  for (const folder of ['src', 'test'].map((name) => join(root, name)).filter(existsSync)) {
    for (const file of filesUnder(folder)) {
      for (const specifier of importsOf(file)) {
        if (/^(\.\.\/)+(services\/)?[a-z-]+\/(src|test)\//.test(specifier)) {
          say(
            file,
            `reaches another service by relative path ('${specifier}'): use @mise/<name>/testing`,
          );
        }
      }
    }
  }
  return departures;
}

const services = servicesWith('src');
const departures = services.flatMap(departuresOf);
if (departures.length > 0) {
  console.error(
    `These depart from docs/service-anatomy.md:\n${departures.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`service anatomy: ${services.length} services follow docs/service-anatomy.md`);
