import type { EventEnvelope } from '@mise/contracts';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { eventually } from '../testing/eventually.js';
import { uniqueName } from '../testing/fixtures.js';
import { infraScript, infraScriptsAllowed } from '../testing/infra-scripts.js';
import { describeIntegration } from '../testing/integration.js';
import { createEffectsTable, createMessagingSchema } from '../testing/messaging-schema.js';
import { openTestDatabase } from '../testing/test-database.js';
import { newEvent } from './events.js';
import { handleOnce } from './inbox.js';
import { createKafkaBus } from './kafka-bus.js';
import { appendToOutbox, createOutboxRelay, type OutboxRelay } from './outbox.js';
import type { EventBus } from './port.js';

const EVENTS = 50;
const logger = pino({ enabled: false });

describeIntegration('kafka outage', ['kafka'], ({ kafkaBrokers }) => {
  if (!infraScriptsAllowed()) {
    console.log(
      'skipped: kafka outage (MISE_INFRA_SCRIPTS is not 1: no scripts manage the broker)',
    );
    it.skip('needs MISE_INFRA_SCRIPTS=1', () => {});
    return;
  }

  let database: DatabaseHandle | undefined;
  let bus: EventBus | undefined;
  let relay: OutboxRelay | undefined;
  afterAll(async () => {
    await relay?.stop();
    await bus?.close();
    await database?.close();
  }, 60_000);

  it('loses no event written while the broker is down, and applies none twice', {
    timeout: 300_000,
  }, async () => {
    database = await openTestDatabase();
    const { db } = database;
    const { schema, outbox, processedEvents } = await createMessagingSchema(db);
    const effects = await createEffectsTable(db, schema);
    bus = createKafkaBus({ brokers: kafkaBrokers, clientId: 'kafka-outage-test', logger });
    relay = createOutboxRelay({
      db,
      outbox,
      bus,
      logger,
      pollIntervalMs: 100,
      retry: { initialDelayMs: 100, maxDelayMs: 1_000 },
    });
    const type = `${uniqueName('outage')}.parcel.dispatched`;
    const consumer = uniqueName('delivery');
    await bus.subscribe({
      consumer,
      types: [type],
      handle: async (event) => {
        await handleOnce(db, processedEvents, consumer, event, async (tx) => {
          await tx.insert(effects).values({ eventId: event.id });
        });
      },
    });
    const dispatched = (seq: number) =>
      newEvent(
        { type, version: 1 },
        { source: 'delivery', subject: `parcel-${seq % 7}`, data: { seq } },
      );
    const commit = (events: EventEnvelope[]) =>
      db.transaction((tx) => appendToOutbox(tx, outbox, events));
    const appliedIds = async () =>
      (await db.select().from(effects)).map((effect) => effect.eventId).toSorted();
    relay.start();

    // The whole path works before the outage.
    const before = dispatched(-1);
    await commit([before]);
    relay.nudge();
    await eventually(async () => expect(await appliedIds()).toEqual([before.id]), 30_000);

    const during = Array.from({ length: EVENTS }, (_, seq) => dispatched(seq));
    await infraScript('down', 'kafka');
    try {
      for (let from = 0; from < EVENTS; from += 5) {
        await commit(during.slice(from, from + 5));
        relay.nudge();
      }
      expect(await relay.backlog()).toBe(EVENTS);
      // The relay keeps trying, and failing, with each row's attempts counted.
      await eventually(async () => {
        const pending = (await db.select().from(outbox)).filter((row) => row.publishedAt === null);
        expect(pending).toHaveLength(EVENTS);
        expect(Math.min(...pending.map((row) => row.attempts))).toBeGreaterThanOrEqual(2);
      }, 60_000);
      expect(await relay.backlog()).toBe(EVENTS);
    } finally {
      await infraScript('up', 'kafka');
    }

    await eventually(async () => {
      expect(await relay?.backlog()).toBe(0);
      expect(await appliedIds()).toEqual([before, ...during].map((event) => event.id).toSorted());
    }, 180_000);
  });
});
