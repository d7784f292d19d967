import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionAnswer } from '@mise/contracts';
import { describeIntegration, eventually, type IntegrationEnvFor } from '@mise/platform/testing';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import {
  hasTag,
  type JaegerTrace,
  orphanSpans,
  servicesOf,
  traceIdOfOrder,
} from '../support/jaeger.js';
import { freePorts, type ShopProcess, startDistributedRuntime } from '../support/shop-process.js';
import { registerShopper } from '../support/shopper-api.js';

// Issue 19: one trace per order. The distributed runtime, every service in its own process,
// sends its spans over OTLP to the Jaeger that scripts/infra/up.sh starts; these tests place an
// order, have staff deliver it or Stripe's webhook settle it, and read the order's trace back
// from Jaeger's query API.

const JAEGER_QUERY_URL = process.env.JAEGER_QUERY_URL;
const OTLP_ENDPOINT = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
const STRIPE_MOCK_URL = process.env.STRIPE_MOCK_URL;
const staff = { email: 'staff@mise.test', password: 'Staff-Secret-2024!' };

/** Every process that takes part in an order, by the service name its spans carry. */
const SERVICES_OF_AN_ORDER = [
  'gateway',
  'orders-payments',
  'cart-pricing',
  'delivery-slots',
  'notifications',
  'pantry',
];

/**
 * Stripe's settings for orders-payments, pointed at stripe-mock (which takes only keys that look
 * like Stripe's: letters and digits after `sk_test_`); the webhook is signed with this secret.
 */
const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: 'sk_test_ordertrace',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_ordertrace',
  STRIPE_WEBHOOK_SECRET: 'whsec_order_trace',
};

/**
 * The distributed runtime on a database of its own, sending its spans to Jaeger, for one
 * describe block: started before its tests and stopped, database and all, after them.
 */
function tracedRuntime(env: IntegrationEnvFor<'postgres' | 'kafka' | 'redis'>, settings = {}) {
  const database = `mise_trace_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-trace-'));
  let runtime: ShopProcess | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: env.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`).finally(() => admin.end());
    runtime = await startDistributedRuntime({
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: env.kafkaBrokers.join(','),
      REDIS_URL: env.redisUrl,
      SERVICES_FIRST_PORT: String(await freePorts(12)),
      DATA_DIR: dataDir,
      JWT_SECRET: 'order-trace-test-session-key-of-enough-length',
      OTEL_EXPORTER_OTLP_ENDPOINT: OTLP_ENDPOINT as string,
      STAFF_EMAIL: staff.email,
      STAFF_PASSWORD: staff.password,
      ...settings,
    });
  }, 360_000);

  afterAll(async () => {
    await runtime?.stop();
    const admin = new pg.Client({ connectionString: env.databaseUrl });
    await admin.connect();
    await admin
      .query(`drop database if exists ${database} with (force)`)
      .finally(() => admin.end());
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  return () => {
    if (!runtime) throw new Error('the distributed runtime did not start');
    return runtime.url;
  };
}

/** The trace `traceId` once Jaeger holds it, read again and again by `expectations` until they pass. */
function traceOnceIn(traceId: string, expectations: (trace: JaegerTrace) => void) {
  // Spans reach Jaeger in batches, each process's on its own schedule: read until all are in.
  return eventually(async () => {
    const answer = await fetch(`${JAEGER_QUERY_URL}/api/traces/${traceId}`);
    expect(answer.status).toBe(200);
    const [trace] = ((await answer.json()) as { data: JaegerTrace[] }).data;
    if (!trace) throw new Error(`Jaeger has no trace ${traceId}`);
    expect(orphanSpans(trace)).toEqual([]);
    // One root: the shopper's checkout request as the gateway took it.
    const roots = trace.spans.filter((span) => span.references.length === 0);
    expect(roots.map((span) => trace.processes[span.processID]?.serviceName)).toEqual(['gateway']);
    expect(roots.map((span) => span.operationName)).toEqual(['POST /api/orders']);
    expectations(trace);
  }, 90_000);
}

if (!JAEGER_QUERY_URL || !OTLP_ENDPOINT) {
  const reason = 'JAEGER_QUERY_URL and OTEL_EXPORTER_OTLP_ENDPOINT (scripts/infra/up.sh jaeger)';
  process.stdout.write(`skipped: the trace of an order in Jaeger (needs ${reason})\n`);
  describe.skip('the trace of an order in Jaeger', () => it.skip(`needs ${reason}`, () => {}));
} else {
  describeIntegration('the trace of an order in Jaeger', ['postgres', 'kafka', 'redis'], (env) => {
    const gateway = tracedRuntime(env);

    async function asStaff(path: string, body: object): Promise<void> {
      const login = await fetch(`${gateway()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gateway() },
        body: JSON.stringify({ username: staff.email, password: staff.password }),
      });
      const { token } = (await login.json()) as SessionAnswer;
      const answer = await fetch(`${gateway()}/api${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    }

    it('follows an order from the checkout to the pantry in one trace, with no orphan span', async () => {
      const account = await registerShopper(gateway(), newShopper('Robin'));
      const order = await account.placeOrder([{ id: 'chana-masala-chickpea-curry', servings: 4 }]);
      await asStaff(`/admin/orders/${order._id}/status`, { status: 'OUT_FOR_DELIVERY' });
      await asStaff(`/admin/orders/${order._id}/status`, { status: 'DELIVERED' });

      const traceId = await eventually(() => traceIdOfOrder(JAEGER_QUERY_URL, order._id), 60_000);
      await traceOnceIn(traceId, (trace) => {
        expect(servicesOf(trace)).toEqual(expect.arrayContaining(SERVICES_OF_AN_ORDER));
        // The checkout request, the events over Kafka, the mail job and its mail, the delivery.
        expect(trace.spans.map((span) => span.operationName)).toEqual(
          expect.arrayContaining([
            'POST /api/orders',
            'send mise.order.v1',
            'process mise.order.v1',
            'run notifications.send-mail',
            'send mail',
            'set order status',
          ]),
        );
        // And the database work of each step.
        expect(trace.spans.filter((span) => hasTag(span, 'db.system.name')).length).toBeGreaterThan(
          0,
        );
        // Every consumer is the child of the send of the message it handled, not a link.
        const byId = new Map(trace.spans.map((span) => [span.spanID, span]));
        for (const consumer of trace.spans.filter((span) =>
          span.operationName.startsWith('process '),
        )) {
          const parent = consumer.references.find((reference) => reference.refType === 'CHILD_OF');
          expect(byId.get(parent?.spanID ?? '')?.operationName).toMatch(/^send /);
        }
      });
    }, 300_000);
  });

  describeIntegration(
    "Stripe's webhook in the trace of its order",
    ['postgres', 'kafka', 'redis'],
    (env) => {
      // stripe-mock answers Stripe's API with canned objects: its PaymentIntent never succeeds,
      // so the order fails at the checkout and the webhook's settlement finds it failed.
      const gateway = STRIPE_MOCK_URL
        ? tracedRuntime(env, { ...STRIPE_SETTINGS, STRIPE_API_URL: STRIPE_MOCK_URL })
        : undefined;

      it.skipIf(!gateway)(
        'settles the payment in the trace the checkout began',
        async () => {
          const url = (gateway as () => string)();
          const account = await registerShopper(url, newShopper('Sasha'));
          const refused = await account.checkout(
            [{ id: 'chana-masala-chickpea-curry', servings: 4 }],
            'pm_card_visa',
          );
          expect(refused.status, JSON.stringify(refused.body)).toBe(402);
          const { orderId } = refused.body;
          if (!orderId) throw new Error('the refused checkout names no order');

          const payload = JSON.stringify({
            id: `evt_${orderId}`,
            object: 'event',
            type: 'payment_intent.succeeded',
            data: {
              object: { id: 'pi_order_trace', object: 'payment_intent', metadata: { orderId } },
            },
          });
          const signature = new Stripe(
            STRIPE_SETTINGS.STRIPE_SECRET_KEY,
          ).webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_SETTINGS.STRIPE_WEBHOOK_SECRET,
          });
          const delivered = await fetch(`${url}/api/payments/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          });
          expect(delivered.status, await delivered.clone().text()).toBe(200);

          const traceId = await eventually(
            () => traceIdOfOrder(JAEGER_QUERY_URL, orderId, 'settle payment'),
            60_000,
          );
          await traceOnceIn(traceId, (trace) => {
            const settled = trace.spans.find((span) => span.operationName === 'settle payment');
            expect(settled && trace.processes[settled.processID]?.serviceName).toBe(
              'orders-payments',
            );
            expect(trace.spans.map((span) => span.operationName)).toEqual(
              expect.arrayContaining(['POST /api/orders', 'send mise.order.v1', 'settle payment']),
            );
          });
        },
        300_000,
      );
    },
  );
}
