import type { AccountDataAnswer } from '@mise/contracts';
import { describeIntegration, eventually } from '@mise/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { type ShopProcess, startService, startShop } from '../support/shop-process.js';
import { registerThroughApi } from '../support/shopper-api.js';

// Issue 20 in the distributed runtime: orders-payments and notifications in their own
// processes, on PostgreSQL and Kafka. The gateway gathers their parts of the export through its
// proxies; identity asks orders-payments over HTTP before deleting; the deletion reaches the
// other processes through Kafka.
describeIntegration('account data, distributed', ['postgres', 'kafka', 'redis'], (env) => {
  const database = `mise_e2e_account_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  let ordersPayments: ShopProcess;
  let notifications: ShopProcess;
  let gateway: ShopProcess;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const shared = {
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: env.kafkaBrokers.join(','),
      REDIS_URL: env.redisUrl,
      PUBLIC_ORIGINS: 'https://mise.ca',
      JWT_SECRET: 'e2e-distributed-account-key-of-enough-length',
    };
    ordersPayments = await startService('orders-payments', shared);
    notifications = await startService('notifications', shared);
    gateway = await startShop({
      ...shared,
      SERVICE_URLS: `orders-payments=${ordersPayments.url},notifications=${notifications.url}`,
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await notifications?.stop();
    await ordersPayments?.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('exports from every process, and deletion reaches them all', async () => {
    const shopper = newShopper('Mina');
    const { token, user } = await registerThroughApi(gateway.url, shopper);
    const bearer = { authorization: `Bearer ${token}` };

    // The welcome mail, logged by the notifications process, is in the export.
    const exported = await eventually(async () => {
      const answer = await fetch(`${gateway.url}/api/account-data`, { headers: bearer });
      expect(answer.status).toBe(200);
      const data = (await answer.json()) as AccountDataAnswer;
      expect(data.parts.notifications?.mails).toEqual(
        expect.arrayContaining([expect.objectContaining({ subject: 'Welcome to Mise' })]),
      );
      return data;
    }, 30_000);
    expect(exported.parts['orders-payments']).toEqual({ orders: [], paymentMethods: [] });
    expect(exported.parts.identity?.profile).toMatchObject({ id: user._id });

    const deleted = await fetch(`${gateway.url}/api/users/me`, {
      method: 'DELETE',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ password: shopper.password }),
    });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect((await fetch(`${gateway.url}/api/account-data`, { headers: bearer })).status).toBe(401);

    const shopDatabase = new pg.Client({ connectionString: databaseUrl });
    await shopDatabase.connect();
    try {
      await eventually(async () => {
        const logged = await shopDatabase.query(
          'select count(*)::int as mails from notifications.sent_mails where lower(recipient) = $1',
          [shopper.email.toLowerCase()],
        );
        expect(logged.rows[0].mails).toBe(0);
      }, 30_000);
      const kept = await shopDatabase.query(
        "select count(*)::int as mails from notifications.sent_mails where recipient like 'deleted:%'",
      );
      expect(kept.rows[0].mails).toBeGreaterThan(0);
    } finally {
      await shopDatabase.end();
    }
  });
});
