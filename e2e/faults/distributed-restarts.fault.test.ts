import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CartAnswer, DaysAnswer, OrderAnswer, ordersAnswer } from '@mise/contracts';
import { UNHANDLED_REJECTION } from '@mise/platform';
import {
  describeIntegration,
  eventually,
  type InfraComponent,
  infraScript,
  infraScriptsAllowed,
} from '@mise/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { newShopper, type Shopper } from '../support/accounts.js';
import { freePorts, type ShopProcess, startDistributedRuntime } from '../support/shop-process.js';
import {
  goodSandboxCard,
  orderRequest,
  registerThroughApi,
  TORONTO_ADDRESS,
} from '../support/shopper-api.js';

const DAY = 24 * 60 * 60 * 1000;
/** What a shopper who signs up and orders is sent: a welcome, an address check, a confirmation. */
const MAILS_OF_A_BUYER = [
  'identity.user.registered',
  'identity.email-verification.requested',
  'orders.order.paid',
];
const RECIPES = [{ id: 'chana-masala-chickpea-curry', servings: 2 }];

/** A shopper with an account, and the key that makes their order's retries one order. */
interface Buyer {
  shopper: Shopper;
  token: string;
  orderKey: string;
}

/**
 * The distributed runtime (`npm run start:distributed`) on a brand-new Kafka of its own, started
 * at the same moment, then Kafka, PostgreSQL and Redis each restarted while shoppers place
 * orders. A shopper here behaves as the shop's pages do: a request that fails is tried again,
 * an order with the same idempotency key. An outage may cost time, never an order, an event or
 * a mail, and no process may exit.
 */
describeIntegration(
  'the distributed runtime through restarts of its servers',
  ['postgres', 'redis', 'kafka'],
  (env) => {
    if (!infraScriptsAllowed()) {
      console.log('skipped: distributed restarts (MISE_INFRA_SCRIPTS is not 1)');
      it.skip('needs MISE_INFRA_SCRIPTS=1', () => {});
      return;
    }
    const database = `mise_restarts_${Date.now()}`;
    const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
    const dataDir = mkdtempSync(join(tmpdir(), 'mise-restarts-'));
    // A broker of its own, formatted on first start: the runtime meets a Kafka with no topics,
    // no group coordinator yet and no offsets.
    const kafkaDir = mkdtempSync(join(tmpdir(), 'mise-new-kafka-'));
    let kafkaEnv: Record<string, string> = {};
    let runtime: ShopProcess | undefined;
    let requestsTried = 0;

    const restartable: Record<InfraComponent, Record<string, string>> = {
      postgres: {},
      redis: {},
      get kafka() {
        return kafkaEnv;
      },
    };

    beforeAll(async () => {
      await onServer(env.databaseUrl, `create database ${database}`);
      // The new broker's own data; the jars are the machine's Kafka's (scripts/infra/up.sh).
      mkdirSync(join(kafkaDir, 'kafka'));
      symlinkSync(kafkaLibraries(), join(kafkaDir, 'kafka', 'libs'));
      // One block for both, so the runtime's ports cannot land on the broker's before it listens.
      const kafkaPort = await freePorts(2 + 8);
      kafkaEnv = { MISE_INFRA_DIR: kafkaDir, MISE_KAFKA_PORT: String(kafkaPort) };

      const kafkaStarting = infraScript('up', 'kafka', kafkaEnv);
      const runtimeStarting = startDistributedRuntime({
        DATABASE_URL: databaseUrl,
        KAFKA_BROKERS: `127.0.0.1:${kafkaPort}`,
        REDIS_URL: env.redisUrl,
        SERVICES_FIRST_PORT: String(kafkaPort + 2),
        DATA_DIR: dataDir,
        JWT_SECRET: 'restarts-test-session-key-of-enough-length',
      });
      const [, started] = await Promise.all([kafkaStarting, runtimeStarting]);
      runtime = started;
    }, 360_000);

    afterAll(async () => {
      await runtime?.stop();
      await infraScript('down', 'kafka', kafkaEnv).catch(() => undefined);
      await onServer(env.databaseUrl, `drop database if exists ${database} with (force)`);
      rmSync(kafkaDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }, 120_000);

    const gateway = () => {
      if (!runtime) throw new Error('the runtime did not start');
      return runtime.url;
    };

    /** One call through the gateway, tried again while it fails, as the shop's pages would. */
    async function patiently<T>(
      buyer: Buyer,
      path: string,
      method = 'GET',
      body?: unknown,
    ): Promise<T> {
      const deadline = Date.now() + 180_000;
      let last = '';
      while (Date.now() < deadline) {
        requestsTried += 1;
        try {
          const answer = await fetch(`${gateway()}/api${path}`, {
            method,
            headers: {
              authorization: `Bearer ${buyer.token}`,
              'idempotency-key': buyer.orderKey,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
          const text = await answer.text();
          // Only an outage is waited out: a refusal of the request itself fails the test.
          if (answer.ok) return JSON.parse(text) as T;
          if (answer.status < 500 && answer.status !== 429) {
            throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
          }
          last = `${answer.status}: ${text}`;
        } catch (error) {
          if (error instanceof Error && error.message.startsWith(`${method} ${path} answered`)) {
            throw error;
          }
          last = String(error);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${method} ${path} still failing after 180 s: ${last}`);
    }

    async function newBuyer(name: string): Promise<Buyer> {
      const shopper = newShopper(name);
      const { token } = await registerThroughApi(gateway(), shopper);
      return { shopper, token, orderKey: randomUUID() };
    }

    async function placeOrder(buyer: Buyer): Promise<OrderAnswer> {
      const { version } = await patiently<CartAnswer>(buyer, '/cart');
      await patiently(buyer, '/cart?getGroceries=true', 'POST', {
        version: version + 1,
        recipes: RECIPES,
      });
      const card = await patiently<{ id: string }>(
        buyer,
        '/payments/sandbox/payment-methods',
        'POST',
        goodSandboxCard(),
      );
      const days = `/days/${Date.now() + 3 * DAY}/toronto/${encodeURIComponent('Address delivery')}`;
      const day = (await patiently<DaysAnswer>(buyer, days)).data;
      const slot = day.timeSlots.find((each) => each.available);
      if (!slot) throw new Error('no open slot in Toronto in three days');
      const placed = await patiently<{ data: OrderAnswer }>(
        buyer,
        '/orders',
        'POST',
        orderRequest({
          shopper: buyer.shopper,
          paymentMethodId: card.id,
          lines: RECIPES,
          place: TORONTO_ADDRESS,
          date: day.date,
          timeSlot: slot.start,
        }),
      );
      return placed.data;
    }

    /** Everything an order sets off, checked once per buyer. */
    async function expectEveryEffectOnce(buyers: readonly Buyer[], orders: readonly OrderAnswer[]) {
      const shop = new pg.Client({ connectionString: databaseUrl });
      await shop.connect();
      try {
        await eventually(async () => {
          // order.paid reached delivery-slots: each order's place is booked, once.
          const holds = await shop.query(
            'select order_id, state from delivery_slots.slot_holds where order_id = any($1)',
            [orders.map((order) => order._id)],
          );
          expect(holds.rows.map((row) => `${row.order_id} ${row.state}`).toSorted()).toEqual(
            orders.map((order) => `${order._id} BOOKED`).toSorted(),
          );
          // ...and notifications: each of a shopper's three mails logged once, and sent.
          const mails = await shop.query(
            'select recipient, type, status from notifications.sent_mails where recipient = any($1)',
            [buyers.map((buyer) => buyer.shopper.email)],
          );
          expect(
            mails.rows.map((row) => `${row.recipient} ${row.type} ${row.status}`).toSorted(),
          ).toEqual(
            buyers
              .flatMap(({ shopper }) =>
                MAILS_OF_A_BUYER.map((type) => `${shopper.email} ${type} sent`),
              )
              .toSorted(),
          );
          // Every outbox has published everything written to it.
          expect(await unpublishedEvents(shop)).toEqual({});
        }, 180_000);
      } finally {
        await shop.end();
      }
      // Each mail job ran once: a job run twice writes a second message.
      const received = mailFolder().map((mail) => mail.to);
      for (const { shopper } of buyers) {
        expect(
          received.filter((to) => to === shopper.email),
          shopper.email,
        ).toHaveLength(MAILS_OF_A_BUYER.length);
      }
      for (const buyer of buyers) {
        const mine = await patiently<z.infer<typeof ordersAnswer>>(buyer, '/users/orders');
        expect(
          mine.orders.map((order) => order._id),
          buyer.shopper.email,
        ).toHaveLength(1);
      }
    }

    async function unpublishedEvents(shop: pg.Client) {
      const outboxes = await shop.query(
        "select table_schema from information_schema.tables where table_name = 'outbox'",
      );
      const backlog: Record<string, number> = {};
      for (const { table_schema: schema } of outboxes.rows) {
        const pending = await shop.query(
          `select count(*)::int as n from "${schema}".outbox where published_at is null`,
        );
        if (pending.rows[0].n > 0) backlog[schema] = pending.rows[0].n;
      }
      return backlog;
    }

    const mailFolder = () =>
      readdirSync(join(dataDir, 'mail'))
        .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
        .map((name) => JSON.parse(readFileSync(join(dataDir, 'mail', name), 'utf8')) as Mail);

    const expectNoProcessExited = () => {
      const output = runtime?.output() ?? '';
      expect(output).not.toMatch(/ exited \(/);
      expect(output).not.toContain(UNHANDLED_REJECTION);
      expect(runtime?.child.exitCode).toBeNull();
    };

    it('starts beside a brand-new Kafka: every service ready without a restart, and an order goes through', async () => {
      expectNoProcessExited();
      const buyer = await newBuyer('Nour');
      const order = await placeOrder(buyer);
      expect(order.status).toBe('PENDING_DELIVERY');
      await expectEveryEffectOnce([buyer], [order]);
      expectNoProcessExited();
    }, 300_000);

    it.each(['kafka', 'postgres', 'redis'] as const)(
      'keeps every order, event and mail through a %s restart while orders are placed, and no process exits',
      async (component) => {
        const [first, second, whileDown, after] = await Promise.all(
          ['first', 'second', 'while-down', 'after'].map((when) =>
            newBuyer(`${component}-${when}`),
          ),
        );
        if (!first || !second || !whileDown || !after) throw new Error('four buyers expected');
        // Two orders under way as the server goes down...
        const underWay = (async () => [await placeOrder(first), await placeOrder(second)])();
        underWay.catch(() => undefined); // awaited below; failing early must not go unhandled
        await infraScript('down', component, restartable[component]);
        // ...and one begun while it is down: its first requests are answered, or not, without it.
        const triedBefore = requestsTried;
        const placedWhileDown = placeOrder(whileDown);
        placedWhileDown.catch(() => undefined);
        try {
          await eventually(() => expect(requestsTried).toBeGreaterThan(triedBefore + 3), 60_000);
        } finally {
          await infraScript('up', component, restartable[component]);
        }
        const orders = [...(await underWay), await placedWhileDown, await placeOrder(after)];
        const buyers = [first, second, whileDown, after];
        await expectEveryEffectOnce(buyers, orders);
        expectNoProcessExited();
      },
      600_000,
    );
  },
);

/** One statement on a connection of its own: PostgreSQL's restart ends every open one. */
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Mail {
  to: string;
  subject: string;
}

/** Where scripts/infra/up.sh put the machine's Kafka jars. */
function kafkaLibraries(): string {
  const infraDir = process.env.MISE_INFRA_DIR ?? '/var/tmp/mise-infra';
  return join(infraDir, 'kafka', 'libs');
}
