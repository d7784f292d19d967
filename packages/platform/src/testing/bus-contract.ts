import { setTimeout as sleep } from 'node:timers/promises';
import type { EventEnvelope } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventData } from '../bus/event-data.js';
import { newEvent } from '../bus/events.js';
import { handleOnce } from '../bus/inbox.js';
import type { EventBus, Subscription } from '../bus/port.js';
import { consistently, eventually } from './eventually.js';
import { closedAfterEach, uniqueName } from './fixtures.js';
import { createEffectsTable, createMessagingSchema } from './messaging-schema.js';
import { openTestDatabase } from './test-database.js';

// Long enough for a broker round trip; how long to watch for what must not arrive.
const DELIVERY_TIMEOUT_MS = 10_000;
const QUIET_MS = 300;
const fastRetry = { initialDelayMs: 20, maxDelayMs: 200 };

function testEvent(type: string, subject: string, data: unknown = {}): EventEnvelope {
  return newEvent({ type, version: 1 }, { source: 'bus-contract', subject, data });
}

/** A consumer that records what it gets, for tests whose handler only needs to remember. */
function recorder(consumer: string, types: string[]) {
  const received: EventEnvelope[] = [];
  const subscription: Subscription = {
    consumer,
    types,
    handle: async (event) => {
      received.push(event);
    },
  };
  return { received, subscription };
}

/**
 * What every EventBus adapter must do. Each test uses its own consumers and
 * event types, so a broker that keeps topics between tests does not matter.
 */
export function describeBusContract(name: string, makeBus: () => Promise<EventBus>): void {
  describe(`${name} (event bus contract)`, { timeout: 30_000 }, () => {
    const buses = closedAfterEach<EventBus>();
    const openBus = async () => buses.track(await makeBus());

    it('delivers a published event once to each subscribed consumer, envelope intact', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.order.placed`;
      const pantry = recorder(uniqueName('pantry'), [type]);
      const slots = recorder(uniqueName('slots'), [type]);
      await bus.subscribe(pantry.subscription);
      await bus.subscribe(slots.subscription);

      const event = newEvent(
        { type, version: 2 },
        {
          source: 'orders',
          subject: 'order-1',
          data: { orderId: 'order-1', totalCents: 4_250, lines: [{ sku: 'carrot', grams: 500 }] },
          correlationId: 'checkout-7',
          causationId: 'cart-event-3',
        },
      );
      await bus.publish([event]);

      await eventually(() => {
        expect(pantry.received).toEqual([event]);
        expect(slots.received).toEqual([event]);
      }, DELIVERY_TIMEOUT_MS);
      await consistently(() => {
        expect(pantry.received).toHaveLength(1);
        expect(slots.received).toHaveLength(1);
      }, QUIET_MS);
    });

    it('starts a new consumer after what was published before it subscribed', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.order.placed`;
      await bus.publish([testEvent(type, 'order-1', { n: 'before' })]);
      const notifications = recorder(uniqueName('notifications'), [type]);
      await bus.subscribe(notifications.subscription);
      await bus.publish([testEvent(type, 'order-1', { n: 'after' })]);

      await eventually(() => expect(notifications.received).toHaveLength(1), DELIVERY_TIMEOUT_MS);
      await consistently(() => {
        expect(notifications.received.map((event) => event.data)).toEqual([{ n: 'after' }]);
      }, QUIET_MS);
    });

    it('does not deliver types a consumer did not subscribe to', async () => {
      const bus = await openBus();
      const placed = `${uniqueName('contract')}.order.placed`;
      const cancelled = `${uniqueName('contract')}.order.cancelled`;
      const pantry = recorder(uniqueName('pantry'), [placed]);
      const slots = recorder(uniqueName('slots'), [cancelled]);
      await bus.subscribe(pantry.subscription);
      await bus.subscribe(slots.subscription);

      const cancellation = testEvent(cancelled, 'order-1');
      const placement = testEvent(placed, 'order-2');
      await bus.publish([cancellation, placement]);

      // The cancellation was delivered, just not to the consumer that did not ask for it.
      await eventually(() => {
        expect(slots.received).toEqual([cancellation]);
        expect(pantry.received).toEqual([placement]);
      }, DELIVERY_TIMEOUT_MS);
      await consistently(() => expect(pantry.received).toEqual([placement]), QUIET_MS);
    });

    it('keeps the publish order of each subject, even with handlers of uneven speed', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.pantry.changed`;
      const received = new Map<string, number[]>();
      await bus.subscribe({
        consumer: uniqueName('cart'),
        types: [type],
        handle: async (event) => {
          await sleep(Math.random() * 5);
          const { seq } = event.data as { seq: number };
          received.set(event.subject, [...(received.get(event.subject) ?? []), seq]);
        },
      });

      const subjects = ['pantry-a', 'pantry-b', 'pantry-c'];
      const events = Array.from({ length: 50 }, (_, seq) =>
        testEvent(type, subjects[seq % 3] as string, { seq }),
      );
      for (let from = 0; from < events.length; from += 10) {
        await bus.publish(events.slice(from, from + 10));
      }

      const published = new Map<string, number[]>();
      for (const event of events) {
        const { seq } = event.data as { seq: number };
        published.set(event.subject, [...(published.get(event.subject) ?? []), seq]);
      }
      await eventually(() => expect(received).toEqual(published), DELIVERY_TIMEOUT_MS);
    });

    it('delivers again after a failed handler until it succeeds', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.user.registered`;
      let deliveries = 0;
      const welcomed: string[] = [];
      await bus.subscribe({
        consumer: uniqueName('notifications'),
        types: [type],
        retry: { attempts: 5, ...fastRetry },
        handle: async (event) => {
          deliveries += 1;
          if (deliveries <= 2) throw new Error('mail server unavailable');
          welcomed.push(event.id);
        },
      });

      const event = testEvent(type, 'user-1');
      await bus.publish([event]);

      await eventually(() => expect(welcomed).toEqual([event.id]), DELIVERY_TIMEOUT_MS);
      await consistently(() => expect(deliveries).toBe(3), QUIET_MS);
    });

    // Starting an in-memory PGlite (initdb) alone takes seconds on a busy machine.
    it('has no double effect when the same event arrives twice, thanks to the inbox', {
      timeout: 60_000,
    }, async () => {
      const bus = await openBus();
      const database = await openTestDatabase();
      try {
        const { schema, processedEvents } = await createMessagingSchema(database.db);
        const credits = await createEffectsTable(database.db, schema);
        const type = `${uniqueName('contract')}.order.cancelled`;
        const consumer = uniqueName('payments');
        const outcomes: string[] = [];
        await bus.subscribe({
          consumer,
          types: [type],
          handle: async (event) => {
            const outcome = await handleOnce(
              database.db,
              processedEvents,
              consumer,
              event,
              async (tx) => {
                await tx.insert(credits).values({ eventId: event.id });
              },
            );
            outcomes.push(outcome);
          },
        });

        // As a relay does when it crashed after publishing and before marking the row sent.
        const event = testEvent(type, 'order-1');
        await bus.publish([event]);
        await bus.publish([event]);

        await eventually(
          () => expect(outcomes.toSorted()).toEqual(['applied', 'duplicate']),
          DELIVERY_TIMEOUT_MS,
        );
        expect(await database.db.$count(credits)).toBe(1);
      } finally {
        await buses.close(bus);
        await database.close();
      }
    });

    it('dead-letters an event after its attempts, and the subject moves on', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.order.paid`;
      const consumer = uniqueName('delivery');
      const failure = `no slot left ${uniqueName('for')}`;
      let poisonDeliveries = 0;
      const handled: string[] = [];
      await bus.subscribe({
        consumer,
        types: [type],
        retry: { attempts: 3, ...fastRetry },
        handle: async (event) => {
          if ((event.data as { poison: boolean }).poison) {
            poisonDeliveries += 1;
            throw new Error(failure);
          }
          handled.push(event.id);
        },
      });

      const poison = testEvent(type, 'order-1', { poison: true });
      const next = testEvent(type, 'order-1', { poison: false });
      await bus.publish([poison, next]);

      await eventually(async () => {
        const deadLetters = await bus.deadLetters(consumer);
        expect(deadLetters).toHaveLength(1);
        expect(deadLetters[0]).toMatchObject({ consumer, event: poison, attempts: 3 });
        expect(deadLetters[0]?.error).toContain(failure);
        expect(Date.parse(deadLetters[0]?.failedAt ?? '')).not.toBeNaN();
      }, DELIVERY_TIMEOUT_MS);
      await eventually(() => expect(handled).toEqual([next.id]), DELIVERY_TIMEOUT_MS);
      expect(poisonDeliveries).toBe(3);
    });

    it('dead-letters at once an event that breaks its contract, yet retries other failures', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.order.paid`;
      const consumer = uniqueName('delivery');
      const orderPaid = { type, data: z.object({ orderId: z.string() }) };
      const deliveries = new Map<string, number>();
      const booked: string[] = [];
      await bus.subscribe({
        consumer,
        types: [type],
        retry: { attempts: 5, ...fastRetry },
        handle: async (event) => {
          const delivery = (deliveries.get(event.id) ?? 0) + 1;
          deliveries.set(event.id, delivery);
          const { orderId } = eventData(orderPaid, event);
          if (delivery <= 2) throw new Error('slot store unavailable');
          booked.push(orderId);
        },
      });

      const broken = testEvent(type, 'order-1', { orderId: 42 });
      const next = testEvent(type, 'order-1', { orderId: 'order-1' });
      await bus.publish([broken, next]);

      await eventually(async () => {
        const deadLetters = await bus.deadLetters(consumer);
        expect(deadLetters).toHaveLength(1);
        expect(deadLetters[0]).toMatchObject({ consumer, event: broken, attempts: 1 });
        expect(deadLetters[0]?.error).toContain('orderId');
      }, DELIVERY_TIMEOUT_MS);
      await eventually(() => expect(booked).toEqual(['order-1']), DELIVERY_TIMEOUT_MS);
      expect(deliveries.get(broken.id)).toBe(1);
      expect(deliveries.get(next.id)).toBe(3);
    });

    it('retries a zod error that does not come from the event data, like any failure', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.catalog.loaded`;
      const consumer = uniqueName('cart');
      let deliveries = 0;
      const copied: string[] = [];
      await bus.subscribe({
        consumer,
        types: [type],
        retry: { attempts: 5, ...fastRetry },
        handle: async (event) => {
          deliveries += 1;
          // As a handler checking another service's answer does: a bad answer may mend.
          if (deliveries <= 2) z.string().parse(42);
          copied.push(event.id);
        },
      });

      const event = testEvent(type, 'catalog-1');
      await bus.publish([event]);

      await eventually(() => expect(copied).toEqual([event.id]), DELIVERY_TIMEOUT_MS);
      expect(deliveries).toBe(3);
      expect(await bus.deadLetters(consumer)).toEqual([]);
    });

    it('waits for a running handler when closing', async () => {
      const bus = await openBus();
      const type = `${uniqueName('contract')}.slot.booked`;
      let started = false;
      let finished = false;
      await bus.subscribe({
        consumer: uniqueName('orders'),
        types: [type],
        handle: async () => {
          started = true;
          await sleep(300);
          finished = true;
        },
      });
      await bus.publish([testEvent(type, 'slot-1')]);
      await eventually(() => expect(started).toBe(true), DELIVERY_TIMEOUT_MS);

      await buses.close(bus);

      expect(finished).toBe(true);
    });
  });
}
