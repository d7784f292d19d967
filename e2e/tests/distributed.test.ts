import type { EventEnvelope } from '@mise/contracts';
import { createKafkaBus, type EventBus } from '@mise/platform';
import { describeIntegration, eventually } from '@mise/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ShopProcess, startService, startShop } from '../support/shop-process.js';

describeIntegration('distributed runtime', ['postgres', 'kafka', 'redis'], (env) => {
  const database = `mise_e2e_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  let service: ShopProcess;
  let catalog: ShopProcess;
  let gateway: ShopProcess;
  let observer: EventBus;
  const observed: EventEnvelope[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database}`);
    observer = createKafkaBus({
      brokers: env.kafkaBrokers,
      clientId: 'e2e-observer',
      logger: { info() {}, warn() {}, error() {} },
    });
    await observer.subscribe({
      consumer: `e2e-observer-${database}`,
      types: ['share-url.created', 'catalog.catalog.loaded'],
      handle: async (event) => {
        observed.push(event);
      },
    });
    const shared = {
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: env.kafkaBrokers.join(','),
      REDIS_URL: env.redisUrl,
      PUBLIC_ORIGINS: 'https://mise.ca',
    };
    service = await startService('share-url', { ...shared, LOG_LEVEL: 'info' });
    catalog = await startService('catalog', shared);
    gateway = await startShop({
      ...shared,
      SERVICE_URLS: `share-url=${service.url},catalog=${catalog.url}`,
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await service?.stop();
    await observer?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('runs the service on PostgreSQL, Kafka and Redis', () => {
    expect(service.output()).toContain('"database":"postgres","bus":"kafka","jobs":"bullmq"');
  });

  it('serves share links through the gateway from the service process', async () => {
    const created = await fetch(`${gateway.url}/api/share-url/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseUrl: 'https://mise.ca', longUrl: 'https://mise.ca/recipes/42' }),
    });
    expect(created.status).toBe(201);
    const { shortUrl } = await created.json();
    const id = new URL(shortUrl).pathname.split('/').pop();

    const followed = await fetch(`${gateway.url}/s/${id}`, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://mise.ca/recipes/42');
    const stored = await admin.query(`select 1 from pg_database where datname = $1`, [database]);
    expect(stored.rowCount).toBe(1);

    // The service's outbox relays the event through Kafka to a consumer in this process.
    await eventually(() => expect(observed.map((event) => event.subject)).toContain(id), 20_000);
    expect(observed.find((event) => event.subject === id)?.data).toEqual({
      id,
      longUrl: 'https://mise.ca/recipes/42',
      shortUrl,
    });
  });

  it('serves the catalog through the gateway from its own process, seeded once', async () => {
    const answer = await fetch(`${gateway.url}/api/recipes/all?diet=vegan&limit=5`);
    expect(answer.status).toBe(200);
    const page = await answer.json();
    expect(page.recipes).toHaveLength(5);
    for (const recipe of page.recipes) expect(recipe.diets).toContain('vegan');
    const shopDatabase = new pg.Client({ connectionString: databaseUrl });
    await shopDatabase.connect();
    const seeded = await shopDatabase
      .query('select count(*)::int as recipes from catalog.recipes')
      .finally(() => shopDatabase.end());
    expect(seeded.rows[0].recipes).toBeGreaterThanOrEqual(200);

    // Seeding published the catalog's "loaded" event through its outbox and Kafka.
    await eventually(
      () => expect(observed.map((event) => event.type)).toContain('catalog.catalog.loaded'),
      20_000,
    );
    const loaded = observed.find((event) => event.type === 'catalog.catalog.loaded');
    expect(loaded?.data).toMatchObject({ recipes: seeded.rows[0].recipes });
  });

  it('reports the services ready through the gateway', async () => {
    const answer = await fetch(`${gateway.url}/api/readyz`);
    expect(answer.status).toBe(200);
    const { checks } = await answer.json();
    expect(checks['share-url']).toEqual({ ok: true });
    expect(checks.catalog).toEqual({ ok: true });
  });
});
