import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { describeIntegration } from '../testing/integration.js';
import {
  createScratchDatabase,
  openTestDatabase,
  type ScratchDatabase,
} from '../testing/test-database.js';
import { type DatabaseHandle, openDatabase, type ServiceMigrations } from './database.js';

let folders: string;
beforeAll(() => {
  folders = mkdtempSync(join(tmpdir(), 'mise-migrations-'));
});
afterAll(() => rmSync(folders, { recursive: true, force: true }));

/** A one-migration service, as drizzle-kit lays it out: it creates its schema and a table. */
function serviceMigrations(schema: string): ServiceMigrations {
  const migrationsFolder = join(folders, schema);
  mkdirSync(join(migrationsFolder, 'meta'), { recursive: true });
  const tag = `0000_create_${schema}`;
  writeFileSync(
    join(migrationsFolder, 'meta', '_journal.json'),
    JSON.stringify({
      version: '7',
      dialect: 'postgresql',
      entries: [{ idx: 0, version: '7', when: 1_700_000_000_000, tag, breakpoints: true }],
    }),
  );
  writeFileSync(
    join(migrationsFolder, `${tag}.sql`),
    `CREATE SCHEMA "${schema}";\n--> statement-breakpoint\nCREATE TABLE "${schema}"."things" ("id" integer PRIMARY KEY);\n`,
  );
  return { schema, migrationsFolder };
}

async function appliedMigrations(database: DatabaseHandle, schema: string): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier('drizzle')}.${sql.identifier(`migrations_${schema}`)}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? -1;
}

it('applies a service migrations once, however often it is asked', async () => {
  const database = await openTestDatabase();
  try {
    const service = serviceMigrations('again_and_again');
    await database.migrate(service);
    await database.migrate(service);
    expect(await appliedMigrations(database, 'again_and_again')).toBe(1);
  } finally {
    await database.close();
  }
});

describeIntegration('migrations on PostgreSQL', ['postgres'], ({ databaseUrl }) => {
  it('let several services migrate one new database at the same time', async () => {
    const services = ['orders', 'pantry', 'catalog', 'identity'].map(serviceMigrations);
    for (let round = 0; round < 10; round += 1) {
      const scratch = await createScratchDatabase(databaseUrl);
      const processes = await Promise.all(services.map(() => openDatabase({ url: scratch.url })));
      try {
        await Promise.all(
          processes.map((database, i) => database.migrate(services[i] as ServiceMigrations)),
        );
        for (const service of services) {
          expect(await appliedMigrations(processes[0] as DatabaseHandle, service.schema)).toBe(1);
        }
      } finally {
        await Promise.all(processes.map((database) => database.close()));
        await scratch.drop();
      }
    }
  }, 60_000);
});

describeIntegration('a PostgreSQL pool', ['postgres'], ({ databaseUrl }) => {
  let scratch: ScratchDatabase;
  let admin: pg.Client;
  beforeEach(async () => {
    scratch = await createScratchDatabase(databaseUrl);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterEach(async () => {
    await admin.end();
    await scratch.drop();
  });
  const name = () => new URL(scratch.url).pathname.slice(1);
  const busy = (database: DatabaseHandle) =>
    Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));

  it('carries on when the server ends its idle sessions', async () => {
    const database = await openDatabase({ url: scratch.url });
    try {
      await busy(database);
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name()],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await eventually(() => database.ping());
    } finally {
      await database.close();
    }
  });

  it('carries on when the server ends a session in the middle of a transaction', async () => {
    const database = await openDatabase({ url: scratch.url });
    try {
      // A transaction that holds its session while the server ends it, as a restart does:
      // its caller gets the error; nothing is thrown at the process.
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(30)`);
      });
      await eventually(async () => {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like '%pg_sleep(30)%'",
          [name()],
        );
        expect(ended.rowCount).toBe(1);
      });
      await expect(transaction).rejects.toThrow();
      await eventually(() => database.ping());
    } finally {
      await database.close();
    }
  });

  it('has closed every session when close() resolves, so the database can go at once', async () => {
    const database = await openDatabase({ url: scratch.url });
    await busy(database);
    await database.close();
    await admin.query(`drop database "${name()}" with (force)`);
    await database.close();
  });
});
