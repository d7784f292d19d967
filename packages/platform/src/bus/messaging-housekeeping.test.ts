import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { MessagingTables } from '../db/messaging-tables.js';
import { freshMessagingPerTest } from '../testing/messaging-schema.js';
import { newEvent } from './events.js';
import { defaultMessagingRetention, pruneMessaging } from './messaging-housekeeping.js';

const statusChanged = { type: 'orders.order.status-changed', version: 1 };

let db: Database;
let tables: MessagingTables;

freshMessagingPerTest((database, { outbox, processedEvents }) => {
  db = database;
  tables = { outbox, processedEvents };
});

const daysAgo = (days: number): SQL => sql`now() - ${days} * interval '1 day'`;

/** Outbox rows created long ago, published `publishedDaysAgo` days ago or never (null). */
async function outboxRows(count: number, publishedDaysAgo: number | null): Promise<string[]> {
  const events = Array.from({ length: count }, (_, seq) =>
    newEvent(statusChanged, { source: 'orders', subject: 'order-1', data: { seq } }),
  );
  await db.insert(tables.outbox).values(
    events.map((event) => ({
      id: event.id,
      type: event.type,
      subject: event.subject,
      envelope: event,
      createdAt: daysAgo(30),
      publishedAt: publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo),
    })),
  );
  return events.map((event) => event.id);
}

/** Inbox rows of events the pantry processed `processedDaysAgo` days ago. */
async function inboxRows(count: number, processedDaysAgo: number): Promise<string[]> {
  const eventIds = Array.from({ length: count }, () => randomUUID());
  await db.insert(tables.processedEvents).values(
    eventIds.map((eventId) => ({
      consumer: 'pantry',
      eventId,
      processedAt: daysAgo(processedDaysAgo),
    })),
  );
  return eventIds;
}

async function remaining() {
  const outbox = await db.select({ id: tables.outbox.id }).from(tables.outbox);
  const inbox = await db
    .select({ eventId: tables.processedEvents.eventId })
    .from(tables.processedEvents);
  return {
    outbox: outbox.map((row) => row.id).toSorted(),
    inbox: inbox.map((row) => row.eventId).toSorted(),
  };
}

describe('pruneMessaging', () => {
  it('deletes published outbox rows and inbox rows past their retention, and no others', async () => {
    await outboxRows(2, 8);
    const recentlyPublished = await outboxRows(2, 6);
    const neverPublished = await outboxRows(2, null);
    await inboxRows(2, 15);
    const recentlyProcessed = await inboxRows(2, 13);

    const pruned = await pruneMessaging(db, tables, defaultMessagingRetention);

    expect(pruned).toEqual({ outboxRows: 2, inboxRows: 2 });
    expect(await remaining()).toEqual({
      outbox: [...recentlyPublished, ...neverPublished].toSorted(),
      inbox: recentlyProcessed.toSorted(),
    });
  });

  it('deletes in batches until none are left, counting every row', async () => {
    const recentlyPublished = await outboxRows(1, 1);
    await outboxRows(7, 10);
    await inboxRows(6, 20);

    const pruned = await pruneMessaging(db, tables, defaultMessagingRetention, { batchSize: 3 });

    expect(pruned).toEqual({ outboxRows: 7, inboxRows: 6 });
    expect(await remaining()).toEqual({ outbox: recentlyPublished, inbox: [] });
  });
});
