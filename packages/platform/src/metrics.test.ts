import type { EventEnvelope } from '@mise/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { newEvent } from './bus/events.js';
import { createMemoryBus } from './bus/memory-bus.js';
import { appendToOutbox, createOutboxRelay } from './bus/outbox.js';
import type { Database } from './db/database.js';
import type { OutboxTable } from './db/messaging-tables.js';
import { createHttpServer } from './http/server.js';
import { createMemoryQueue } from './jobs/memory-queue.js';
import { observeMessaging, observeOutboxBacklog } from './metrics.js';
import { eventually } from './testing/eventually.js';
import { freshMessagingPerTest } from './testing/messaging-schema.js';
import { withMetrics } from './testing/metrics.js';

const shopMetrics = withMetrics();
const logger = pino({ enabled: false });

let db: Database;
let outbox: OutboxTable;
freshMessagingPerTest((database, messaging) => {
  db = database;
  outbox = messaging.outbox;
});

const paid = (subject: string): EventEnvelope =>
  newEvent({ type: 'orders.order.paid', version: 1 }, { source: 'orders', subject, data: {} });

describe('the shop’s metrics', () => {
  it('records the duration of each answer by route, method and status', async () => {
    const app = createHttpServer({ logger, readiness: [] });
    app.get('/api/orders/:id', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/orders/41' });
    await app.inject({ method: 'GET', url: '/api/orders/42' });
    await app.inject({ method: 'GET', url: '/api/nowhere' });
    await app.close();

    const points = await shopMetrics.points('http.server.request.duration');
    const byRoute = points.find((point) => point.attributes['http.route'] === '/api/orders/:id');
    expect(byRoute?.attributes).toEqual({
      'http.route': '/api/orders/:id',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });
    expect(byRoute?.value).toMatchObject({ count: 2 });
    // A path no route matched is counted, as an error, without a route of its own.
    const unmatched = points.find((point) => point.attributes['http.response.status_code'] === 404);
    expect(unmatched?.attributes).not.toHaveProperty('http.route');
    expect(unmatched?.value).toMatchObject({ count: 1 });
  });

  it('observes the outbox rows not sent yet', async () => {
    const relay = createOutboxRelay({ db, outbox, bus: createMemoryBus(), logger });
    const stop = observeOutboxBacklog('orders-payments', () => relay.backlog());
    await db.transaction((tx) => appendToOutbox(tx, outbox, [paid('order-1'), paid('order-2')]));
    expect(await shopMetrics.points('mise.outbox.backlog')).toEqual([
      { attributes: { service: 'orders-payments' }, value: 2 },
    ]);
    await relay.flush();
    expect(await shopMetrics.points('mise.outbox.backlog')).toEqual([
      { attributes: { service: 'orders-payments' }, value: 0 },
    ]);
    stop();
  });

  it('observes how far each consumer is behind and how many jobs wait', async () => {
    const bus = createMemoryBus();
    const jobs = createMemoryQueue();
    const stop = observeMessaging(bus, jobs);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await bus.subscribe({
      consumer: 'notifications',
      types: ['orders.order.paid'],
      handle: () => held,
    });
    await bus.publish([paid('order-1'), paid('order-1'), paid('order-1')]);
    // Defined but not started: enqueued jobs fall due and wait for a worker.
    jobs.define({ name: 'notifications.send-mail', run: async () => {} });
    await jobs.enqueue('notifications.send-mail', {});
    await jobs.enqueue('notifications.send-mail', {});

    await eventually(async () =>
      expect(await shopMetrics.points('mise.jobs.queue_depth')).toEqual([
        { attributes: { queue: 'notifications.send-mail' }, value: 2 },
      ]),
    );
    expect(await shopMetrics.points('mise.consumer.lag')).toEqual([
      { attributes: { 'consumer.group': 'notifications', topic: 'orders.order.paid' }, value: 3 },
    ]);
    release();
    await eventually(async () =>
      expect(await shopMetrics.points('mise.consumer.lag')).toEqual([
        { attributes: { 'consumer.group': 'notifications', topic: 'orders.order.paid' }, value: 0 },
      ]),
    );
    stop();
    await bus.close();
    await jobs.close();
  });
});
