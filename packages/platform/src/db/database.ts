import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one query interface every store codes against, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Something that runs queries: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface ServiceMigrations {
  /** The service's Postgres schema, e.g. `share_url`. */
  schema: string;
  /** Folder of drizzle-kit generated SQL migrations. */
  migrationsFolder: string;
}

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** Applies a service's pending migrations; safe to call at every start. */
  migrate(migrations: ServiceMigrations): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** PostgreSQL at this URL. */
  | { url: string }
  /** PGlite with its files under dataDir. */
  | { dataDir: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  const path = join(options.dataDir, 'pglite');
  await mkdir(path, { recursive: true });
  return pgliteDatabase(await PGlite.create(path));
}

// Each service records its migrations in a table of its own, outside its
// schema, so that a service's first migration can create that schema.
function migrationsOf({ migrationsFolder, schema }: ServiceMigrations) {
  return { migrationsFolder, migrationsSchema: 'drizzle', migrationsTable: `migrations_${schema}` };
}

/** Wraps an open PGlite; tests use it for databases held in memory. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: (migrations) => migratePglite(db, migrationsOf(migrations)),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The advisory lock migrations of a database take, whichever service runs them. */
const MIGRATIONS_LOCK = 'mise.migrations';

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator)
  // is dropped by the pool, which connects anew for the next query; without a
  // listener its error would be thrown from the event loop and end the process.
  pool.on('error', () => {});
  // pool.end() resolves before its connections have closed; close() waits for them.
  const connections = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    // The same for a connection in use, which the pool leaves without a listener: the
    // query running on it fails with the error, and the pool drops it when it is released.
    client.on('error', () => {});
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  let closed: Promise<void> | undefined;
  const db = drizzleNodePg({ client: pool });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: async (migrations) => {
      // Several processes may start at once: one migrates, the others wait.
      // One lock for every service's migrations in this database, not one per
      // service: they all create the shared "drizzle" schema if it is missing,
      // and two sessions doing that at once collide in the catalog.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), migrationsOf(migrations));
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK]);
        }
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        // A session that failed may still hold the lock: close it rather than reuse it.
        client.release(broken);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => {
      closed ??= pool.end().then(() => Promise.all(connections).then(() => {}));
      return closed;
    },
  };
}
