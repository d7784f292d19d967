import { and, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { OutboxTable, ProcessedEventsTable } from '../db/messaging-tables.js';

export interface MessagingRetention {
  /** Days a published outbox row is kept; it only helps to look into what was sent. */
  publishedOutboxDays: number;
  /** Days an inbox row is kept; past it, a redelivery of that event would apply again. */
  processedEventsDays: number;
}

/**
 * Kafka keeps a topic's events 7 days by default, so no redelivery comes later
 * than that: inbox rows are kept twice as long, leaving room for a consumer that
 * re-reads its topic from the oldest offset. Published outbox rows are no longer
 * needed by anything; a week is enough to look into what a service sent.
 */
export const defaultMessagingRetention: MessagingRetention = {
  publishedOutboxDays: 7,
  processedEventsDays: 14,
};

export interface PruneOptions {
  /** Rows deleted per statement, so that no run holds its locks long on a big table. */
  batchSize?: number;
}

/**
 * Deletes published outbox rows and inbox rows older than their retention.
 * An unpublished outbox row is never deleted, however old: it is an event
 * still owed to the bus.
 */
export async function pruneMessaging(
  db: Database,
  tables: { outbox: OutboxTable; processedEvents: ProcessedEventsTable },
  retention: MessagingRetention,
  { batchSize = 5_000 }: PruneOptions = {},
): Promise<{ outboxRows: number; inboxRows: number }> {
  const { outbox, processedEvents } = tables;

  // PostgreSQL's DELETE takes no LIMIT: each batch picks its rows by key in a subquery.
  const outboxBatch = () =>
    db
      .delete(outbox)
      .where(
        inArray(
          outbox.id,
          db
            .select({ id: outbox.id })
            .from(outbox)
            .where(
              and(
                isNotNull(outbox.publishedAt),
                lt(outbox.publishedAt, daysAgo(retention.publishedOutboxDays)),
              ),
            )
            .limit(batchSize),
        ),
      )
      .returning({ id: outbox.id });

  const inboxBatch = () =>
    db
      .delete(processedEvents)
      .where(
        sql`(${processedEvents.consumer}, ${processedEvents.eventId}) in ${db
          .select({ consumer: processedEvents.consumer, eventId: processedEvents.eventId })
          .from(processedEvents)
          .where(lt(processedEvents.processedAt, daysAgo(retention.processedEventsDays)))
          .limit(batchSize)}`,
      )
      .returning({ eventId: processedEvents.eventId });

  return {
    outboxRows: await deleteInBatches(outboxBatch, batchSize),
    inboxRows: await deleteInBatches(inboxBatch, batchSize),
  };
}

// The database's clock, the one that stamped published_at and processed_at.
function daysAgo(days: number): SQL {
  return sql`now() - ${days} * interval '1 day'`;
}

/** Runs one batch after another, each its own statement, until one comes back short. */
async function deleteInBatches(
  batch: () => Promise<unknown[]>,
  batchSize: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await batch();
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
