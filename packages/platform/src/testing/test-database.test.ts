import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeIntegration } from './integration.js';
import { createScratchDatabase, openTestDatabase, testDatabaseServer } from './test-database.js';

const server = 'postgres://mise:mise@db:5432/mise';

it('is on the server MISE_TEST_DATABASE_URL names, else on DATABASE_URL, else PGlite', () => {
  expect(
    testDatabaseServer({ MISE_TEST_DATABASE_URL: server, DATABASE_URL: 'postgres://x/y' }),
  ).toBe(server);
  expect(testDatabaseServer({ DATABASE_URL: server })).toBe(server);
  expect(testDatabaseServer({ MISE_TEST_DATABASE_URL: 'pglite', DATABASE_URL: server })).toBe(
    undefined,
  );
  expect(testDatabaseServer({ MISE_TEST_DATABASE_URL: '', DATABASE_URL: server })).toBe(undefined);
  expect(testDatabaseServer({})).toBe(undefined);
});

it('is a database of its own, which starts empty', async () => {
  const [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  try {
    await one.db.execute(sql`create table mine (id integer)`);
    const tables = sql`select count(*)::int as n from pg_tables where tablename = 'mine'`;
    const count = async (database: typeof one) =>
      ((await database.db.execute(tables)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
    expect(await count(one)).toBe(1);
    expect(await count(other)).toBe(0);
  } finally {
    await Promise.all([one.close(), other.close()]);
  }
});

describeIntegration('test databases on PostgreSQL', ['postgres'], ({ databaseUrl }) => {
  async function exists(name: string): Promise<boolean> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        name,
      ]);
      return rowCount === 1;
    } finally {
      await admin.end();
    }
  }
  const nameOf = (url: string) => new URL(url).pathname.slice(1);

  it('are created on the server, and dropped', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    expect(nameOf(scratch.url)).toMatch(/^mise_test_\d+_[0-9a-f]{12}$/);
    expect(await exists(nameOf(scratch.url))).toBe(true);
    await Promise.all([scratch.drop(), scratch.drop()]);
    expect(await exists(nameOf(scratch.url))).toBe(false);
  });

  it('are dropped when closed, after the pool, even while it was busy', async () => {
    const database = await openTestDatabase({ serverUrl: databaseUrl });
    const { rows } = (await database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as { rows: Array<{ name: string }> };
    const name = rows[0]?.name as string;
    // Several sessions open in the pool when it closes.
    await Promise.all(
      Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
    );
    await database.close();
    await database.close();
    expect(await exists(name)).toBe(false);
  });
});
