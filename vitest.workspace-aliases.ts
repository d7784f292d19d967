import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('./', import.meta.url);

interface WorkspacePackage {
  name: string;
  exports: Record<string, { default: string }>;
}

/** Each entry point a workspace exports, pointed at its source instead of its build. */
function sourceEntryPoints(folder: string) {
  const { name, exports }: WorkspacePackage = JSON.parse(
    readFileSync(new URL(`${folder}/package.json`, root), 'utf8'),
  );
  return Object.entries(exports).map(([subpath, { default: built }]) => ({
    find: new RegExp(`^${name}${subpath.slice(1)}$`),
    replacement: fileURLToPath(
      new URL(`${folder}/${built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')}`, root),
    ),
  }));
}

const packagesIn = (parent: string) =>
  readdirSync(new URL(parent, root))
    .map((name) => `${parent}/${name}`)
    .filter((folder) => existsSync(new URL(`${folder}/package.json`, root)));

/**
 * Tests run on the TypeScript sources of sibling workspaces, not on their
 * build output, so `npm test` needs no build before the unit and service tests.
 * Read from the workspaces' package.json files: a new service needs no line here.
 */
export const workspaceAliases = [
  ...packagesIn('packages'),
  ...packagesIn('services'),
  'gateway',
].flatMap(sourceEntryPoints);
