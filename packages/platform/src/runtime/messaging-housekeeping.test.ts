import type { EventEnvelope } from '@mise/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, expect, it } from 'vitest';
import { newEvent } from '../bus/events.js';
import type { MessagingTables } from '../db/messaging-tables.js';
import { eventually } from '../testing/eventually.js';
import { uniqueName } from '../testing/fixtures.js';
import { describeIntegration } from '../testing/integration.js';
import { createMessagingSchema } from '../testing/messaging-schema.js';
import { buildTestServer } from '../testing/test-server.js';
import { messagingHousekeepingJob } from './messaging-housekeeping.js';
import { runOutboxRelay } from './outbox-relay.js';

const statusChanged = { type: 'orders.order.status-changed', version: 1 };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const statusEvent = () =>
  newEvent(statusChanged, { source: 'orders', subject: 'order-1', data: {} });

/**
 * A service wired as the real ones are, whose outbox holds an event published
 * 8 days ago and one published an hour ago when the server starts.
 */
function serviceWithOldEvents(name: string) {
  const [old, recent] = [statusEvent(), statusEvent()];
  let tables: MessagingTables | undefined;
  const plugin: FastifyPluginAsync = async (server) => {
    const { db } = server.infra.database;
    tables = await createMessagingSchema(db);
    await db.insert(tables.outbox).values([
      { ...columnsOf(old), publishedAt: sql`now() - interval '8 days'` },
      { ...columnsOf(recent), publishedAt: sql`now() - interval '1 hour'` },
    ]);
    runOutboxRelay(server, name, tables);
  };
  const outboxIds = async () => {
    if (!app || !tables) throw new Error('the server is not built');
    const rows = await app.infra.database.db.select({ id: tables.outbox.id }).from(tables.outbox);
    return rows.map((row) => row.id);
  };
  return { plugin, recentId: recent.id, outboxIds };
}

const columnsOf = (event: EventEnvelope) => ({
  id: event.id,
  type: event.type,
  subject: event.subject,
  envelope: event,
});

it('prunes a service outbox once the server is ready, on the in-process queue', async () => {
  const service = serviceWithOldEvents('pantry');
  app = await buildTestServer([service.plugin]);

  await eventually(async () => expect(await service.outboxIds()).toEqual([service.recentId]));
});

describeIntegration('messaging housekeeping on BullMQ', ['redis'], ({ redisUrl }) => {
  // A service name of its own, so that its queue and schedule touch no other test's.
  const name = uniqueName('pantry');

  // After the file's afterEach has closed the server, whose workers could write keys again.
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const match = `mise:${messagingHousekeepingJob(name)}:*`;
    for await (const keys of redis.scanStream({ match, count: 500 })) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
    await redis.quit();
  });

  it('prunes a service outbox once the server is ready', async () => {
    const service = serviceWithOldEvents(name);
    app = await buildTestServer([service.plugin], { REDIS_URL: redisUrl });

    await eventually(
      async () => expect(await service.outboxIds()).toEqual([service.recentId]),
      10_000,
    );
  });
});
