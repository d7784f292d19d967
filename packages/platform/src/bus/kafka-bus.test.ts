import type { EventEnvelope } from '@mise/contracts';
import { context, trace } from '@opentelemetry/api';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { describeBusContract } from '../testing/bus-contract.js';
import { eventually } from '../testing/eventually.js';
import { closedAfterEach, uniqueName } from '../testing/fixtures.js';
import { describeIntegration } from '../testing/integration.js';
import { withTracing } from '../testing/tracing.js';
import { newEvent } from './events.js';
import { createKafkaBus, topicFor } from './kafka-bus.js';
import type { EventBus } from './port.js';

const logger = pino({ enabled: false });

describe('topicFor', () => {
  it('names the topic after the entity of a three-part type', () => {
    expect(topicFor('orders.order.placed')).toBe('mise.order.v1');
    expect(topicFor('catalog.product.price-changed')).toBe('mise.product.v1');
    expect(topicFor('identity.user.onboarded')).toBe('mise.user.v1');
  });

  it('names the topic after the service of a two-part type, which names no entity', () => {
    expect(topicFor('share-url.created')).toBe('mise.share-url.v1');
    expect(topicFor('pantry.changed')).toBe('mise.pantry.v1');
  });

  it('refuses what is not an event type, rather than invent a topic for it', () => {
    for (const type of ['placed', 'a.b.c.d', 'orders..placed', '', 'orders.order placed.x']) {
      expect(() => topicFor(type), type).toThrow('is not an event type');
    }
  });
});

describe('kafka bus without a broker', () => {
  // Port 1 on the loopback: nothing listens, the connection is refused at once.
  const unreachable = () => createKafkaBus({ brokers: ['127.0.0.1:1'], clientId: 'test', logger });

  it('fails its readiness check within about 2 s', async () => {
    const bus = unreachable();
    const started = Date.now();

    await expect(bus.ping()).rejects.toThrow();

    expect(Date.now() - started).toBeLessThan(3_000);
    await bus.close();
  });

  it('rejects a publish, so that the outbox keeps the rows for later', async () => {
    const bus = unreachable();
    const event = newEvent(
      { type: 'orders.order.placed', version: 1 },
      { source: 'orders', subject: 'order-1', data: {} },
    );

    await expect(bus.publish([event])).rejects.toThrow();
    await bus.close();
  }, 15_000);

  it('refuses everything once closed', async () => {
    const bus = unreachable();
    await bus.close();
    await bus.close();

    await expect(bus.ping()).rejects.toThrow('closed');
    await expect(bus.publish([])).rejects.toThrow('closed');
  });
});

describeIntegration('kafka bus contract', ['kafka'], ({ kafkaBrokers }) => {
  const makeBus = async () => createKafkaBus({ brokers: kafkaBrokers, clientId: 'test', logger });

  describeBusContract('kafka bus', makeBus);

  describe('kafka bus', { timeout: 30_000 }, () => {
    const buses = closedAfterEach<EventBus>();
    const openBus = async () => buses.track(await makeBus());
    const DELIVERY_TIMEOUT_MS = 10_000;

    it('reports how far behind each consumer is, by its committed offsets', async () => {
      const bus = await openBus();
      const consumer = uniqueName('notifications');
      const type = `${uniqueName('kafka')}.order.paid`;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await bus.subscribe({ consumer, types: [type], handle: () => held });
      const paid = () =>
        newEvent({ type, version: 1 }, { source: 'orders', subject: 'o-1', data: {} });
      await bus.publish([paid(), paid(), paid()]);

      const behind = (messages: number) => [{ consumer, topic: topicFor(type), messages }];
      // The first is in hand, not committed: all three are still to handle.
      await eventually(async () => expect(await bus.lag()).toEqual(behind(3)), DELIVERY_TIMEOUT_MS);
      release();
      await eventually(async () => expect(await bus.lag()).toEqual(behind(0)), DELIVERY_TIMEOUT_MS);
    });

    it('takes a second subscription of a consumer, for more types', async () => {
      const bus = await openBus();
      const consumer = uniqueName('cart');
      const placed = `${uniqueName('kafka')}.order.placed`;
      const changed = `${uniqueName('kafka')}.pantry.changed`;
      const received: string[] = [];
      const record = async (event: EventEnvelope) => {
        received.push(event.type);
      };
      await bus.subscribe({ consumer, types: [placed], handle: record });
      await bus.subscribe({ consumer, types: [changed], handle: record });

      await bus.publish([
        newEvent({ type: placed, version: 1 }, { source: 'orders', subject: 'o-1', data: {} }),
        newEvent({ type: changed, version: 1 }, { source: 'pantry', subject: 'p-1', data: {} }),
      ]);

      await eventually(
        () => expect(received.toSorted()).toEqual([placed, changed].toSorted()),
        DELIVERY_TIMEOUT_MS,
      );
    });

    it('gives up a retry backoff on close without committing, so the event comes again', async () => {
      const consumer = uniqueName('pantry');
      const type = `${uniqueName('kafka')}.order.cancelled`;
      const first = await openBus();
      let failures = 0;
      await first.subscribe({
        consumer,
        types: [type],
        retry: { initialDelayMs: 60_000 },
        handle: async () => {
          failures += 1;
          throw new Error('pantry store unavailable');
        },
      });
      const event = newEvent({ type, version: 1 }, { source: 'orders', subject: 'o-1', data: {} });
      await first.publish([event]);
      await eventually(() => expect(failures).toBe(1), DELIVERY_TIMEOUT_MS);

      const closing = Date.now();
      await buses.close(first);
      expect(Date.now() - closing).toBeLessThan(2_000);

      // The same consumer, restarted: its group had not committed the event.
      const second = await openBus();
      const received: string[] = [];
      await second.subscribe({
        consumer,
        types: [type],
        handle: async ({ id }) => {
          received.push(id);
        },
      });
      await eventually(() => expect(received).toEqual([event.id]), DELIVERY_TIMEOUT_MS);
      expect(failures).toBe(1);
    });

    describe('with OpenTelemetry on', () => {
      const exporter = withTracing();

      it('carries the trace from the publisher to the handler, in spans named after the topic', async () => {
        const bus = await openBus();
        const type = `${uniqueName('kafka')}.order.paid`;
        const handledIn: (string | undefined)[] = [];
        await bus.subscribe({
          consumer: uniqueName('delivery'),
          types: [type],
          handle: async () => {
            handledIn.push(trace.getActiveSpan()?.spanContext().traceId);
          },
        });

        const checkout = trace.getTracer('test').startSpan('checkout');
        await context.with(trace.setSpan(context.active(), checkout), () =>
          bus.publish([
            newEvent({ type, version: 1 }, { source: 'orders', subject: 'order-1', data: {} }),
          ]),
        );
        checkout.end();

        const { traceId } = checkout.spanContext();
        await eventually(() => expect(handledIn).toEqual([traceId]), DELIVERY_TIMEOUT_MS);
        const spans = exporter
          .getFinishedSpans()
          .filter((span) => span.spanContext().traceId === traceId)
          .map((span) => span.name);
        expect(spans).toEqual(
          expect.arrayContaining(['checkout', 'send mise.order.v1', 'process mise.order.v1']),
        );
      });
    });
  });
});
