import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionAnswer } from '@mise/contracts';
import { describeIntegration, eventually } from '@mise/platform/testing';
import pg from 'pg';
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
// sends its spans over OTLP to the Jaeger that scripts/infra/up.sh starts; this test places an
// order, has staff deliver it, and reads the order's trace back from Jaeger's query API.

const JAEGER_QUERY_URL = process.env.JAEGER_QUERY_URL;
const OTLP_ENDPOINT = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
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

if (!JAEGER_QUERY_URL || !OTLP_ENDPOINT) {
  const reason = 'JAEGER_QUERY_URL and OTEL_EXPORTER_OTLP_ENDPOINT (scripts/infra/up.sh jaeger)';
  process.stdout.write(`skipped: the trace of an order in Jaeger (needs ${reason})\n`);
  describe.skip('the trace of an order in Jaeger', () => it.skip(`needs ${reason}`, () => {}));
} else {
  describeIntegration('the trace of an order in Jaeger', ['postgres', 'kafka', 'redis'], (env) => {
    const database = `mise_trace_${Date.now()}`;
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
        OTEL_EXPORTER_OTLP_ENDPOINT: OTLP_ENDPOINT,
        STAFF_EMAIL: staff.email,
        STAFF_PASSWORD: staff.password,
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

    const gateway = () => {
      if (!runtime) throw new Error('the distributed runtime did not start');
      return runtime.url;
    };

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
      // Spans reach Jaeger in batches, each process's on its own schedule: read until all are in.
      await eventually(async () => {
        const answer = await fetch(`${JAEGER_QUERY_URL}/api/traces/${traceId}`);
        expect(answer.status).toBe(200);
        const [trace] = ((await answer.json()) as { data: JaegerTrace[] }).data;
        if (!trace) throw new Error(`Jaeger has no trace ${traceId}`);
        expect(servicesOf(trace)).toEqual(expect.arrayContaining(SERVICES_OF_AN_ORDER));
        expect(orphanSpans(trace)).toEqual([]);
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
        // One root: the shopper's checkout request as the gateway took it.
        const roots = trace.spans.filter((span) => span.references.length === 0);
        expect(roots.map((span) => trace.processes[span.processID]?.serviceName)).toEqual([
          'gateway',
        ]);
      }, 90_000);
    }, 300_000);
  });
}
