// Which test files open a database, for the PostgreSQL pass of `npm test`: a file
// that never opens one runs the same on PGlite and PostgreSQL, so once is enough.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The test kit's ways to a test database (packages/platform/src/testing): each one
// goes through test-database.ts, which picks PGlite or PostgreSQL.
const OPENS_A_DATABASE =
  /\b(openTestDatabase|createScratchDatabase|testDatabaseServer|buildTestServer|openTestInfrastructure|describeBusContract)\b/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return testFilesUnder(path);
    return TEST_FILE.test(name) ? [path] : [];
  });
}

/** The source file a relative specifier names: `./x.js` is `./x.ts` in the sources. */
function sourceOf(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Whether the file, or a module it imports by relative path, opens a test database. */
function opensADatabase(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (OPENS_A_DATABASE.test(text)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const imported = sourceOf(file, specifier);
    if (imported && opensADatabase(imported, seen)) return true;
  }
  return false;
}

/** The test files under `folders` (relative to `root`) that open a database, relative to `root`. */
export function databaseSuites(root, folders) {
  return folders
    .flatMap((folder) => testFilesUnder(join(root, folder)))
    .filter((file) => !file.endsWith('.fault.test.ts') && opensADatabase(file))
    .map((file) => relative(root, file))
    .sort();
}
