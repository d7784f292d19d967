import { randomUUID } from 'node:crypto';
import { type EventEnvelope, orderDelivered, type PantryAnswer } from '@mise/contracts';
import { createKafkaBus, type EventBus, newEvent, UNHANDLED_REJECTION } from '@mise/platform';
import {
  bearerFor,
  buildTestServer,
  describeIntegration,
  eventually,
} from '@mise/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ShopProcess, startService } from '../support/shop-process.js';

// The fault: the pantry's process dies in the middle of stocking a delivered order, its
// lots written but not committed. Kafka gives the event again to the restarted process, which
// must stock the leftovers once, and an order delivered again must not add them a second time.

const JWT_SECRET = 'e2e-pantry-crash-session-key-of-enough-length';

describeIntegration(
  'the pantry dying while it stocks a delivered order',
  ['postgres', 'kafka', 'redis'],
  (env) => {
    const database = `mise_pantry_crash_${Date.now()}`;
    const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
    const admin = new pg.Client({ connectionString: env.databaseUrl });
    let shared: Record<string, string>;
    let catalog: ShopProcess | undefined;
    let pantry: ShopProcess | undefined;
    let orders: EventBus;
    // Signs sessions with the pantry's key, as identity would for a shopper who signed in.
    let signer: Awaited<ReturnType<typeof buildTestServer>>;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${database}`);
      orders = createKafkaBus({
        brokers: env.kafkaBrokers,
        clientId: 'e2e-orders-payments',
        logger: { info() {}, warn() {}, error() {} },
      });
      signer = await buildTestServer([], { JWT_SECRET });
      shared = {
        DATABASE_URL: databaseUrl,
        KAFKA_BROKERS: env.kafkaBrokers.join(','),
        REDIS_URL: env.redisUrl,
        PUBLIC_ORIGINS: 'https://mise.ca',
        JWT_SECRET,
      };
      catalog = await startService('catalog', shared);
    });
    afterAll(async () => {
      await pantry?.stop();
      await catalog?.stop();
      await signer?.close();
      await orders?.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    /** The pantry in its own process, its shelf lives from the catalog's. */
    const startPantry = (fault: Record<string, string> = {}) =>
      startService('pantry', { ...shared, SERVICE_URLS: `catalog=${catalog?.url}`, ...fault });

    const shopper = randomUUID();
    const delivered = (orderId: string, leftovers: { ingredientId: string; quantity: number }[]) =>
      newEvent(orderDelivered, {
        source: 'orders-payments',
        subject: orderId,
        data: {
          orderId,
          number: 'M-2001',
          userId: shopper,
          deliveredAt: new Date().toISOString(),
          leftovers: leftovers.map((leftover) => ({
            ...leftover,
            name: leftover.ingredientId,
            unit: 'g',
          })),
          pantryUsed: [],
        },
      });

    async function lotsHeld() {
      if (!pantry) throw new Error('the pantry is not running');
      const answer = await fetch(`${pantry.url}/api/users/pantry`, {
        headers: bearerFor(signer, shopper),
      });
      expect(answer.status).toBe(200);
      const { userPantryItems } = (await answer.json()) as PantryAnswer;
      return userPantryItems.flatMap((row) =>
        row.lots.map(({ quantity, units, orderId, expiryDate }) => ({
          ingredientId: row.ingredientId,
          quantity,
          units,
          orderId,
          // Dated from the catalog's shelf life: the ingredient is the catalog's.
          dated: expiryDate !== null,
        })),
      );
    }

    it('stocks the leftovers once after the restart, and once when the order comes again', async () => {
      pantry = await startPantry({ FAULT_EXIT_IN_DELIVERED_ORDER: 'true' });
      const order = randomUUID();
      const event: EventEnvelope = delivered(order, [
        { ingredientId: 'garlic', quantity: 120 },
        { ingredientId: 'ginger', quantity: 40 },
      ]);
      await orders.publish([event]);
      await eventually(() => expect(pantry?.child.exitCode).toBe(137), 60_000);
      expect(pantry.output()).not.toContain(UNHANDLED_REJECTION);

      // The lots died with their transaction, and the inbox row with them: the event counts as
      // never handled.
      const pantryDatabase = new pg.Client({ connectionString: databaseUrl });
      await pantryDatabase.connect();
      try {
        const written = await pantryDatabase.query(
          `select (select count(*)::int from pantry.lots where owner_id = $1) as lots,
                  (select count(*)::int from pantry.processed_events where event_id = $2) as handled`,
          [shopper, event.id],
        );
        expect(written.rows).toEqual([{ lots: 0, handled: 0 }]);
      } finally {
        await pantryDatabase.end();
      }

      pantry = await startPantry();
      const once = [
        { ingredientId: 'garlic', quantity: 120, units: 'g', orderId: order, dated: true },
        { ingredientId: 'ginger', quantity: 40, units: 'g', orderId: order, dated: true },
      ];
      const byIngredient = (lots: Awaited<ReturnType<typeof lotsHeld>>) =>
        lots.toSorted((a, b) => a.ingredientId.localeCompare(b.ingredientId));
      await eventually(async () => expect(byIngredient(await lotsHeld())).toEqual(once), 60_000);

      // The same event again, then one more delivery behind it on the same order (one
      // partition, in order): once the latter shows, the repeat was handled.
      const behind = delivered(order, [{ ingredientId: 'carrot', quantity: 300 }]);
      await orders.publish([event, behind]);
      await eventually(
        async () =>
          expect((await lotsHeld()).map(({ ingredientId }) => ingredientId)).toContain('carrot'),
        30_000,
      );
      expect(byIngredient(await lotsHeld())).toEqual([
        { ingredientId: 'carrot', quantity: 300, units: 'g', orderId: order, dated: true },
        ...once,
      ]);
      expect(pantry.output()).not.toContain(UNHANDLED_REJECTION);
    }, 240_000);
  },
);
