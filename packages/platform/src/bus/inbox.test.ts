import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../db/database.js';
import type { ProcessedEventsTable } from '../db/messaging-tables.js';
import { createEffectsTable, freshMessagingPerTest } from '../testing/messaging-schema.js';
import { newEvent } from './events.js';
import { handleOnce } from './inbox.js';

const delivered = { type: 'orders.order.delivered', version: 1 };

let db: Database;
let processedEvents: ProcessedEventsTable;
let leftovers: Awaited<ReturnType<typeof createEffectsTable>>;

freshMessagingPerTest(async (database, messaging) => {
  db = database;
  processedEvents = messaging.processedEvents;
  leftovers = await createEffectsTable(db, messaging.schema);
});

const orderDelivered = () =>
  newEvent(delivered, { source: 'orders', subject: 'order-1', data: { orderId: 'order-1' } });

describe('handleOnce', () => {
  it('applies an event the first time and skips it after', async () => {
    const event = orderDelivered();
    const addLeftovers = async (tx: Transaction) => {
      await tx.insert(leftovers).values({ eventId: event.id });
    };

    expect(await handleOnce(db, processedEvents, 'pantry', event, addLeftovers)).toBe('applied');
    expect(await handleOnce(db, processedEvents, 'pantry', event, addLeftovers)).toBe('duplicate');

    expect(await db.$count(leftovers)).toBe(1);
  });

  it('rolls back the inbox row with a failed effect, so the redelivery applies it', async () => {
    const event = orderDelivered();

    await expect(
      handleOnce(db, processedEvents, 'pantry', event, async (tx) => {
        await tx.insert(leftovers).values({ eventId: event.id });
        throw new Error('unit conversion failed');
      }),
    ).rejects.toThrow('unit conversion failed');
    expect(await db.$count(leftovers)).toBe(0);
    expect(await db.$count(processedEvents)).toBe(0);

    const outcome = await handleOnce(db, processedEvents, 'pantry', event, async (tx) => {
      await tx.insert(leftovers).values({ eventId: event.id });
    });
    expect(outcome).toBe('applied');
    expect(await db.$count(leftovers)).toBe(1);
  });

  it('keeps consumers apart: each applies the same event once', async () => {
    const event = orderDelivered();
    const apply = async (tx: Transaction) => {
      await tx.insert(leftovers).values({ eventId: event.id });
    };

    const outcomes = [
      await handleOnce(db, processedEvents, 'pantry', event, apply),
      await handleOnce(db, processedEvents, 'notifications', event, apply),
      await handleOnce(db, processedEvents, 'pantry', event, apply),
    ];

    expect(outcomes).toEqual(['applied', 'applied', 'duplicate']);
    expect(await db.$count(leftovers)).toBe(2);
  });
});
