import type { EventEnvelope } from '@mise/contracts';
import type { Database, Transaction } from '../db/database.js';
import type { ProcessedEventsTable } from '../db/messaging-tables.js';

/**
 * Applies an event's effect at most once per consumer, however often the bus
 * delivers it: the inbox row and the effect commit or roll back together, so
 * a failed apply leaves no trace and the redelivery applies it.
 */
export async function handleOnce(
  db: Database,
  processedEvents: ProcessedEventsTable,
  consumer: string,
  event: EventEnvelope,
  apply: (tx: Transaction) => Promise<void>,
): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    // On PostgreSQL a concurrent delivery of the same event waits here on the
    // key until the first commits, then finds the row and skips.
    const recorded = await tx
      .insert(processedEvents)
      .values({ consumer, eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: processedEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    await apply(tx);
    return 'applied';
  });
}
