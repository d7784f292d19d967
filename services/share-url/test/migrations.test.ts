import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase, type ServiceMigrations } from '@mise/platform';
import {
  createScratchDatabase,
  describeIntegration,
  openTestDatabase,
} from '@mise/platform/testing';
import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { shareLinks } from '../src/store/schema.js';

// As many as drizzle-kit has written for this service.
const journal = JSON.parse(
  readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };
const migrationCount = journal.entries.length;

const migrations: ServiceMigrations = {
  schema: 'share_url',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
};

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.migrations_share_url`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? 0;
}

/** The share-url tables are there and work: a link goes in and is counted. */
async function expectUsable(database: DatabaseHandle): Promise<void> {
  await database.db
    .insert(shareLinks)
    .values({ id: 'AAAAAAAAAA', longUrl: 'https://mise.ca/', longUrlSha256: 'sha' });
  expect(await database.db.select({ n: count() }).from(shareLinks)).toEqual([{ n: 1 }]);
}

it('the share-url migrations apply once, however often they are run', async () => {
  const database = await openTestDatabase();
  try {
    await database.migrate(migrations);
    await database.migrate(migrations);
    expect(await appliedMigrations(database)).toBe(migrationCount);
    await expectUsable(database);
  } finally {
    await database.close();
  }
});

describeIntegration('share-url migrations on PostgreSQL', ['postgres'], ({ databaseUrl }) => {
  it('are applied once when several processes start at the same time', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    // Each process has a pool of its own, so its own sessions, as separate processes would.
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: scratch.url })),
    );
    try {
      await Promise.all(processes.map((database) => database.migrate(migrations)));
      const [first] = processes as [DatabaseHandle];
      expect(await appliedMigrations(first)).toBe(migrationCount);
      await expectUsable(first);
      // And again, with the tables there: nothing to do.
      await Promise.all(processes.map((database) => database.migrate(migrations)));
      expect(await appliedMigrations(first)).toBe(migrationCount);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await scratch.drop();
    }
  }, 30_000);
});
