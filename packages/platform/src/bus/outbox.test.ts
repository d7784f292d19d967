import type { EventEnvelope } from '@mise/contracts';
import { context, trace } from '@opentelemetry/api';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import type { OutboxTable } from '../db/messaging-tables.js';
import { consistently, eventually } from '../testing/eventually.js';
import { freshMessagingPerTest } from '../testing/messaging-schema.js';
import { inSpan, withTracing } from '../testing/tracing.js';
import { newEvent } from './events.js';
import { createMemoryBus } from './memory-bus.js';
import { appendToOutbox, createOutboxRelay, type OutboxRelayOptions } from './outbox.js';
import type { EventBus } from './port.js';
import { inTraceOfSubject } from './subject-trace.js';

const statusChanged = { type: 'orders.order.status-changed', version: 1 };
const logger = pino({ enabled: false });

let db: Database;
let outbox: OutboxTable;

freshMessagingPerTest((database, messaging) => {
  db = database;
  outbox = messaging.outbox;
});

function statusEvents(count: number, subjects = ['order-1']): EventEnvelope[] {
  return Array.from({ length: count }, (_, seq) =>
    newEvent(statusChanged, {
      source: 'orders',
      subject: subjects[seq % subjects.length] as string,
      data: { seq },
    }),
  );
}

function bySubject(events: EventEnvelope[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const event of events) ids.set(event.subject, [...(ids.get(event.subject) ?? []), event.id]);
  return ids;
}

async function commit(events: EventEnvelope[]): Promise<void> {
  await db.transaction((tx) => appendToOutbox(tx, outbox, events));
}

/** A real memory bus, with a consumer that records every delivery. */
async function recordingBus() {
  const bus = createMemoryBus();
  const received: EventEnvelope[] = [];
  await bus.subscribe({
    consumer: 'notifications',
    types: [statusChanged.type],
    handle: async (event) => {
      received.push(event);
    },
  });
  return { bus, received };
}

/** Fault injection around the real adapter: its first publishes fail as a broker outage would. */
function outageFor(failures: number, bus: EventBus): EventBus {
  let remaining = failures;
  return {
    ...bus,
    kind: bus.kind,
    publish: async (events) => {
      if (remaining > 0) {
        remaining -= 1;
        throw new Error('broker unreachable');
      }
      await bus.publish(events);
    },
  };
}

function relayFor(bus: EventBus, options: Partial<OutboxRelayOptions> = {}) {
  return createOutboxRelay({ db: db, outbox, bus, logger, ...options });
}

const rows = () => db.select().from(outbox).orderBy(asc(outbox.createdAt), asc(outbox.id));

describe('outbox relay', () => {
  it('never relays rows whose transaction rolled back', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(bus);

    await expect(
      db.transaction(async (tx) => {
        await appendToOutbox(tx, outbox, statusEvents(2));
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');

    expect(await relay.flush()).toBe(0);
    expect(await relay.backlog()).toBe(0);
    await consistently(() => expect(received).toEqual([]), 100);
    await bus.close();
  });

  it('relays committed rows once, in order, and marks them published', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(bus, { batchSize: 2 });
    const events = statusEvents(5, ['order-1', 'order-2']);
    await commit(events);

    expect(await relay.flush()).toBe(5);
    expect(await relay.flush()).toBe(0);

    // Order holds per subject; different subjects may interleave.
    await eventually(() => expect(bySubject(received)).toEqual(bySubject(events)));
    expect(received).toHaveLength(5);
    for (const row of await rows()) expect(row.publishedAt).toBeInstanceOf(Date);
    await bus.close();
  });

  it('counts unpublished rows as backlog', async () => {
    const { bus } = await recordingBus();
    const relay = relayFor(bus);
    await commit(statusEvents(3));

    expect(await relay.backlog()).toBe(3);
    await relay.flush();
    expect(await relay.backlog()).toBe(0);
    await bus.close();
  });

  it('keeps rows through a broker outage, backing off, then delivers each once', async () => {
    const { bus, received } = await recordingBus();
    // Backoffs long enough that a loaded machine still flushes twice within the first.
    const relay = relayFor(outageFor(2, bus), { retry: { initialDelayMs: 400, maxDelayMs: 800 } });
    const events = statusEvents(3);
    await commit(events);

    expect(await relay.flush()).toBe(0);
    expect(await rows()).toMatchObject(
      events.map(() => ({ attempts: 1, lastError: 'broker unreachable', publishedAt: null })),
    );
    // Not due again until the backoff has passed.
    expect(await relay.flush()).toBe(0);
    expect((await rows())[0]?.attempts).toBe(1);
    expect(await relay.backlog()).toBe(3);

    await eventually(async () => expect(await relay.flush()).toBe(3), 5_000);

    expect((await rows()).map((row) => row.attempts)).toEqual([2, 2, 2]);
    await eventually(() => expect(received).toEqual(events));
    await consistently(() => expect(received).toHaveLength(3), 100);
    expect(await relay.backlog()).toBe(0);
    await bus.close();
  });

  it('holds back later events of a subject while an earlier one backs off', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(outageFor(1, bus), { retry: { initialDelayMs: 300 } });
    const [first, second, elsewhere] = statusEvents(3, ['order-1', 'order-1', 'order-2']) as [
      EventEnvelope,
      EventEnvelope,
      EventEnvelope,
    ];
    await commit([first]);
    expect(await relay.flush()).toBe(0);

    await commit([second, elsewhere]);
    expect(await relay.flush()).toBe(1);
    await eventually(() => expect(received).toEqual([elsewhere]));

    await eventually(async () => expect(await relay.flush()).toBe(2));
    await eventually(() => expect(received).toEqual([elsewhere, first, second]));
    await bus.close();
  });

  it('delivers each event once when two relays share the table', async () => {
    const { bus, received } = await recordingBus();
    const [one, other] = [relayFor(bus, { batchSize: 5 }), relayFor(bus, { batchSize: 5 })];
    const events = statusEvents(40, ['order-1', 'order-2', 'order-3']);
    await commit(events);

    const [byOne, byOther] = await Promise.all([one.flush(), other.flush()]);

    expect(byOne + byOther).toBe(40);
    await eventually(() => expect(received).toHaveLength(40));
    expect(received.map((event) => event.id).toSorted()).toEqual(
      events.map((event) => event.id).toSorted(),
    );
    await bus.close();
  });

  it('relays soon after a nudge, without waiting for the poll', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(bus, { pollIntervalMs: 60_000 });
    relay.start();
    const events = statusEvents(2);
    await commit(events);

    relay.nudge();
    relay.nudge();

    await eventually(() => expect(received).toEqual(events));
    await relay.stop();
    await bus.close();
  });

  it('finds rows by polling when nobody nudges', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(bus, { pollIntervalMs: 50 });
    relay.start();
    const events = statusEvents(2);
    await commit(events);

    await eventually(() => expect(received).toEqual(events));
    await relay.stop();
    await bus.close();
  });

  it('flushes what is left when it stops', async () => {
    const { bus, received } = await recordingBus();
    const relay = relayFor(bus, { pollIntervalMs: 60_000 });
    relay.start();
    const events = statusEvents(2);
    await commit(events);

    await relay.stop();

    expect(await relay.backlog()).toBe(0);
    await eventually(() => expect(received).toEqual(events));
    await bus.close();
  });
});

describe('outbox relay with OpenTelemetry on', () => {
  const exporter = withTracing();

  /** Fault-free wrapper around the real adapter that notes the trace each publish runs in. */
  function tracingBus(bus: EventBus) {
    const publishes: { traceId: string | undefined; seqs: unknown[] }[] = [];
    const wrapped: EventBus = {
      ...bus,
      kind: bus.kind,
      publish: async (events) => {
        publishes.push({
          traceId: trace.getSpanContext(context.active())?.traceId,
          seqs: events.map((event) => (event.data as { seq: number }).seq),
        });
        await bus.publish(events);
      },
    };
    return { wrapped, publishes };
  }

  it('publishes each event in the trace of the request that wrote it', async () => {
    const { bus } = await recordingBus();
    const { wrapped, publishes } = tracingBus(bus);
    const [one, two, three, four] = statusEvents(4) as [
      EventEnvelope,
      EventEnvelope,
      EventEnvelope,
      EventEnvelope,
    ];
    const tracer = trace.getTracer('test');
    const checkout = tracer.startSpan('checkout');
    const cancel = tracer.startSpan('cancel');
    await context.with(trace.setSpan(context.active(), checkout), () => commit([one, two]));
    await context.with(trace.setSpan(context.active(), cancel), () => commit([three]));
    await commit([four]);

    expect(await relayFor(wrapped).flush()).toBe(4);

    expect(publishes).toEqual([
      { traceId: checkout.spanContext().traceId, seqs: [0, 1] },
      { traceId: cancel.spanContext().traceId, seqs: [2] },
      { traceId: undefined, seqs: [3] },
    ]);
    const stored = (await rows()).map(
      (row) => row.traceContext?.traceparent?.split('-')[1] ?? null,
    );
    expect(stored).toEqual([
      checkout.spanContext().traceId,
      checkout.spanContext().traceId,
      cancel.spanContext().traceId,
      null,
    ]);
    await bus.close();
  });

  it('makes the consumers of a relayed event children of the request that wrote it', async () => {
    const { bus, received } = await recordingBus();
    const [event] = statusEvents(1) as [EventEnvelope];
    const checkout = trace.getTracer('test').startSpan('checkout');
    await context.with(trace.setSpan(context.active(), checkout), () => commit([event]));
    checkout.end();

    // Published later, by the relay, outside the request.
    expect(await relayFor(bus).flush()).toBe(1);
    await eventually(() => expect(received).toHaveLength(1));
    await bus.close();

    const inTrace = exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === checkout.spanContext().traceId);
    const send = inTrace.find((span) => span.name === `send ${statusChanged.type}`);
    const process = inTrace.find((span) => span.name === `process ${statusChanged.type}`);
    expect(send?.parentSpanContext?.spanId).toBe(checkout.spanContext().spanId);
    expect(process?.parentSpanContext?.spanId).toBe(send?.spanContext().spanId);
  });

  // Later work on a subject: a payment webhook, a delivery by staff.

  it('joins the trace the subject’s first event was written in, linked to its own request', async () => {
    const [placed] = statusEvents(1, ['order-9']) as [EventEnvelope];
    const { span: checkout } = await inSpan('checkout', () => commit([placed]));
    const { span: webhook } = await inSpan('POST /api/payments/webhook', () =>
      inTraceOfSubject(db, outbox, 'order-9', 'settle payment', async () => {
        await commit(statusEvents(1, ['order-9']));
      }),
    );

    const settle = exporter.getFinishedSpans().find((span) => span.name === 'settle payment');
    expect(settle?.spanContext().traceId).toBe(checkout.spanContext().traceId);
    expect(settle?.parentSpanContext?.spanId).toBe(checkout.spanContext().spanId);
    expect(settle?.links.map((link) => link.context.spanId)).toEqual([
      webhook.spanContext().spanId,
    ]);
    // What the later work writes goes on in the order's trace too.
    const written = (await rows()).map((row) => row.traceContext?.traceparent?.split('-')[1]);
    expect(written).toEqual([checkout.spanContext().traceId, checkout.spanContext().traceId]);
  });

  it('stays in its request’s trace when no event of the subject is kept', async () => {
    const { span: request } = await inSpan('PUT /api/admin/orders/:id/status', () =>
      inTraceOfSubject(db, outbox, 'order-unknown', 'set order status', async () => undefined),
    );
    const span = exporter.getFinishedSpans().find((each) => each.name === 'set order status');
    expect(span?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(span?.links).toEqual([]);
  });
});
