import { sql } from 'drizzle-orm';
import { type PgSchema, pgSchema, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database.js';
import { type MessagingTables, messagingTables } from '../db/messaging-tables.js';
import { uniqueName } from './fixtures.js';
import { openTestDatabase } from './test-database.js';

export interface MessagingSchema extends MessagingTables {
  /** A fresh schema, where a test can add the tables its effects go to. */
  schema: PgSchema;
}

/**
 * Creates an outbox and an inbox in a schema of their own, with the DDL that
 * drizzle-kit generates from messagingTables, so tests need no migrations.
 */
export async function createMessagingSchema(db: Database): Promise<MessagingSchema> {
  const name = uniqueName('messaging').replaceAll('-', '_');
  const schema = sql.identifier(name);
  await db.execute(sql`create schema ${schema}`);
  await db.execute(sql`
    create table ${schema}.outbox (
      id uuid primary key,
      type text not null,
      subject text not null,
      envelope jsonb not null,
      created_at timestamp with time zone not null default now(),
      attempts integer not null default 0,
      next_attempt_at timestamp with time zone not null default now(),
      last_error text,
      published_at timestamp with time zone,
      trace_context jsonb
    )`);
  await db.execute(
    sql`create index outbox_pending_idx on ${schema}.outbox (published_at, next_attempt_at)`,
  );
  await db.execute(sql`
    create table ${schema}.processed_events (
      consumer text not null,
      event_id uuid not null,
      processed_at timestamp with time zone not null default now(),
      primary key (consumer, event_id)
    )`);
  await db.execute(
    sql`create index processed_events_processed_at_idx on ${schema}.processed_events (processed_at)`,
  );
  const pg = pgSchema(name);
  return { schema: pg, ...messagingTables(pg) };
}

/** A table where a test consumer records its effect: one row each time it applies an event. */
export async function createEffectsTable(db: Database, schema: PgSchema) {
  await db.execute(
    sql`create table ${sql.identifier(schema.schemaName)}.effects (event_id uuid not null)`,
  );
  return schema.table('effects', { eventId: uuid('event_id').notNull() });
}

/**
 * For a test file: one test database for the file, and a fresh outbox and
 * inbox for every test, handed to `onFresh` before each.
 */
export function freshMessagingPerTest(
  onFresh: (db: Database, messaging: MessagingSchema) => Promise<void> | void,
): void {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => onFresh(database.db, await createMessagingSchema(database.db)));
}
