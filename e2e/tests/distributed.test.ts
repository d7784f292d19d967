import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CartAnswer, EventEnvelope } from '@mise/contracts';
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
  let cartPricing: ShopProcess;
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
      types: ['share-url.created', 'catalog.catalog.loaded', 'catalog.product.price-changed'],
      handle: async (event) => {
        observed.push(event);
      },
    });
    const shared = {
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: env.kafkaBrokers.join(','),
      REDIS_URL: env.redisUrl,
      PUBLIC_ORIGINS: 'https://mise.ca',
      // One signing key for every process: a session made by one is read by all.
      JWT_SECRET: 'e2e-distributed-session-key-of-enough-length',
    };
    service = await startService('share-url', { ...shared, LOG_LEVEL: 'info' });
    catalog = await startService('catalog', shared);
    // Fetches its catalog copy from the catalog process, then follows its events.
    cartPricing = await startService('cart-pricing', {
      ...shared,
      SERVICE_URLS: `catalog=${catalog.url}`,
    });
    gateway = await startShop({
      ...shared,
      SERVICE_URLS: `share-url=${service.url},catalog=${catalog.url},cart-pricing=${cartPricing.url}`,
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await cartPricing?.stop();
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
    expect(checks['cart-pricing']).toEqual({ ok: true });
  });

  it('reprices carts in the cart-pricing process when the catalog publishes a new price', async () => {
    const saved = await fetch(`${gateway.url}/api/cart?getGroceries=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        recipes: [{ id: 'chana-masala-chickpea-curry', servings: 4 }],
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const cart = (await saved.json()) as CartAnswer;
    const line = cart.groceries.requiredProducts
      .flatMap((category) => category.ingredients)
      .find((ingredient) => ingredient.assignedProducts.length === 1);
    if (!line) throw new Error('no grocery line bought with a single product');
    const [product] = line.assignedProducts;
    if (!product) throw new Error('a grocery line without its product');
    const newPrice = product.price + 100;

    // An operator changes the price in the catalog's database; the catalog process relays
    // the event from its outbox to Kafka, and the cart-pricing process applies it.
    await promisify(execFile)(
      'npx',
      ['tsx', 'services/catalog/scripts/set-product-price.ts', product._id, String(newPrice)],
      { env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    await eventually(
      () => expect(observed.map((event) => event.type)).toContain('catalog.product.price-changed'),
      20_000,
    );
    await eventually(async () => {
      const answer = await fetch(`${gateway.url}/api/cart?getGroceries=true`, {
        headers: { 'x-guest-user-id': cart.guestUserId ?? '' },
      });
      const repriced = (await answer.json()) as CartAnswer;
      const after = repriced.groceries.requiredProducts
        .flatMap((category) => category.ingredients)
        .find((ingredient) => ingredient._id === line._id);
      expect(after?.assignedProducts[0]).toMatchObject({ _id: product._id, price: newPrice });
      expect(repriced.cost.priceOfRequiredProducts).toBe(
        cart.cost.priceOfRequiredProducts + 100 * product.count,
      );
    }, 20_000);
  });
});
