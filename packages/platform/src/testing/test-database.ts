import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, pgliteDatabase } from '../db/database.js';

/**
 * A fresh, empty PostgreSQL in memory. Initialising PGlite takes seconds, so
 * the first call dumps an initialised data folder to the temp directory and
 * every later call, in any test process, starts from a copy in half a second.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await emptyDatabaseDump() }));
}

let dump: Promise<Blob> | undefined;

function emptyDatabaseDump(): Promise<Blob> {
  dump ??= readOrMakeDump();
  return dump;
}

async function readOrMakeDump(): Promise<Blob> {
  const file = dumpFile();
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await PGlite.create();
  const made = await fresh.dumpDataDir('none');
  await fresh.close();
  // Write then rename, so a process reading at the same time never sees half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await made.arrayBuffer()));
  renameSync(partial, file);
  return made;
}

// Named after the installed PGlite, so an upgrade makes a new dump.
function dumpFile(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = statSync(entry);
  return join(tmpdir(), `mise-pglite-empty-${size}-${Math.trunc(mtimeMs)}.tar`);
}
