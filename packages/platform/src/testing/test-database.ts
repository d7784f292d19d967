import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteDatabase } from '../db/database.js';

/**
 * A fresh, empty database of its own for each call.
 *
 * On PostgreSQL when MISE_TEST_DATABASE_URL names a server (or, when that is
 * unset, DATABASE_URL does), or when `serverUrl` is given: a new database on
 * that server, dropped again by `close()`. Otherwise, and when
 * MISE_TEST_DATABASE_URL is `pglite` or empty, PGlite in memory.
 */
export async function openTestDatabase(
  options: { serverUrl?: string } = {},
): Promise<DatabaseHandle> {
  const server = options.serverUrl ?? testDatabaseServer();
  if (server) return openScratchDatabase(server);
  return pgliteDatabase(await PGlite.create({ loadDataDir: await emptyDatabaseDump() }));
}

/** The PostgreSQL server test databases are made on, if tests are to use one. */
export function testDatabaseServer(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const chosen = env.MISE_TEST_DATABASE_URL;
  if (chosen !== undefined) return chosen === '' || chosen === 'pglite' ? undefined : chosen;
  return env.DATABASE_URL || undefined;
}

/** A new, empty database on a PostgreSQL server, for a test to open, and to drop afterwards. */
export interface ScratchDatabase {
  readonly url: string;
  /** Drops it, ending whatever sessions still use it. */
  drop(): Promise<void>;
}

const PREFIX = 'mise_test_';
// Databases whose test process died before dropping them are swept after this long.
const STALE_AFTER_SECONDS = 6 * 60 * 60;

/** Creates a uniquely named database on the server `serverUrl` points at. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  // Named with its creation time, so that a later sweep can tell when it is stale.
  const name = `${PREFIX}${Math.trunc(Date.now() / 1000)}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    await sweepStaleOnce(admin);
    await admin.query(`create database ${quoted(name)}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop() {
      dropped ??= withAdmin(serverUrl, async (admin) => {
        await admin.query(`drop database if exists ${quoted(name)} with (force)`);
      });
      return dropped;
    },
  };
}

/** A scratch database opened as production opens PostgreSQL; closing it drops it. */
async function openScratchDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(serverUrl);
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: scratch.url });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  let closed: Promise<void> | undefined;
  const closeAndDrop = async () => {
    try {
      await handle.close();
    } finally {
      await scratch.drop();
    }
  };
  return {
    ...handle,
    close() {
      closed ??= closeAndDrop();
      return closed;
    },
  };
}

/** Runs `work` on a short-lived session to the server's own database (the one in the URL). */
async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let swept = false;

/** Once per process: drops test databases left behind by test runs that were killed. */
async function sweepStaleOnce(admin: pg.Client): Promise<void> {
  if (swept) return;
  swept = true;
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`,
    [`${PREFIX}%`],
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (!Number.isFinite(createdAt) || now - createdAt < STALE_AFTER_SECONDS) continue;
    // Another process may be sweeping the same one; either way it is gone.
    await admin.query(`drop database if exists ${quoted(datname)} with (force)`).catch(() => {});
  }
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

let dump: Promise<Blob> | undefined;

/**
 * Initialising PGlite takes seconds, so the first call dumps an initialised
 * data folder to the temp directory and every later call, in any test process,
 * starts from a copy in half a second.
 */
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
