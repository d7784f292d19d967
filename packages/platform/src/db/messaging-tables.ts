import type { EventEnvelope } from '@mise/contracts';
import type { PgSchema } from 'drizzle-orm/pg-core';
import { index, integer, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox and inbox every service keeps in its own schema. A service's
 * store/schema.ts spreads these into its tables so drizzle-kit migrates them.
 */
export function messagingTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      type: text('type').notNull(),
      subject: text('subject').notNull(),
      envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      attempts: integer('attempts').notNull().default(0),
      nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
      lastError: text('last_error'),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      /** W3C trace headers of the request that wrote the row, so its trace goes on. */
      traceContext: jsonb('trace_context').$type<Record<string, string>>(),
    },
    (table) => [index('outbox_pending_idx').on(table.publishedAt, table.nextAttemptAt)],
  );

  const processedEvents = schema.table(
    'processed_events',
    {
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.consumer, table.eventId] }),
      // Housekeeping deletes by age.
      index('processed_events_processed_at_idx').on(table.processedAt),
    ],
  );

  return { outbox, processedEvents };
}

export type MessagingTables = ReturnType<typeof messagingTables>;
export type OutboxTable = MessagingTables['outbox'];
export type ProcessedEventsTable = MessagingTables['processedEvents'];
