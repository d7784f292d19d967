import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type {
  CartAnswer,
  CityAnswer,
  DaysAnswer,
  EventEnvelope,
  MeAnswer,
  OrderAnswer,
} from '@mise/contracts';
import { createKafkaBus, type EventBus, UNHANDLED_REJECTION } from '@mise/platform';
import { describeIntegration, eventually } from '@mise/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { type ShopProcess, startService, startShop } from '../support/shop-process.js';
import { goodSandboxCard, orderRequest, registerThroughApi } from '../support/shopper-api.js';

describeIntegration('distributed runtime', ['postgres', 'kafka', 'redis'], (env) => {
  const database = `mise_e2e_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(env.databaseUrl), { pathname: `/${database}` }).href;
  const admin = new pg.Client({ connectionString: env.databaseUrl });
  let service: ShopProcess;
  let catalog: ShopProcess;
  let cartPricing: ShopProcess;
  let deliverySlots: ShopProcess;
  let ordersPayments: ShopProcess;
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
    deliverySlots = await startService('delivery-slots', shared);
    // Fetches its catalog and city-fee copies from those processes, then follows their events.
    cartPricing = await startService('cart-pricing', {
      ...shared,
      SERVICE_URLS: `catalog=${catalog.url},delivery-slots=${deliverySlots.url}`,
    });
    // The checkout saga asks cart-pricing and delivery-slots over HTTP, with a service token.
    ordersPayments = await startService('orders-payments', {
      ...shared,
      SERVICE_URLS: `cart-pricing=${cartPricing.url},delivery-slots=${deliverySlots.url}`,
    });
    gateway = await startShop({
      ...shared,
      SERVICE_URLS: [
        `share-url=${service.url}`,
        `catalog=${catalog.url}`,
        `cart-pricing=${cartPricing.url}`,
        `delivery-slots=${deliverySlots.url}`,
        `orders-payments=${ordersPayments.url}`,
      ].join(','),
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await ordersPayments?.stop();
    await deliverySlots?.stop();
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

  it('takes an order across processes: the saga over HTTP, its effects over Kafka', async () => {
    const robin = { ...newShopper('Robin'), lastName: 'Gagnon' };
    const { token } = await registerThroughApi(gateway.url, robin);
    const call = async <T>(path: string, method = 'GET', body?: unknown) => {
      const answer = await fetch(`${gateway.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': 'distributed-order-1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as T };
    };
    const recipes = [
      { id: 'chana-masala-chickpea-curry', servings: 4 },
      { id: 'coconut-chickpea-curry-bowls', servings: 4 },
    ];
    expect(
      (await call('/api/cart?getGroceries=true', 'POST', { version: 1, recipes })).status,
    ).toBe(200);
    // cart-pricing shows the fee of delivery-slots' process, from its copy of the city fees.
    const ottawa = await call<CityAnswer>('/api/cities/ottawa');
    await eventually(async () => {
      const withCity = await call<CartAnswer>('/api/cart/delivery-info', 'POST', {
        city: 'Ottawa',
        province: 'ON',
      });
      expect(withCity.body.cost.deliveryFee).toBe(ottawa.body.deliveryFee);
    }, 30_000);
    const card = await call<{ id: string }>(
      '/api/payments/sandbox/payment-methods',
      'POST',
      goodSandboxCard(),
    );
    const slotsPath = `/api/days/${Date.now() + 2 * 86_400_000}/ottawa/${encodeURIComponent('Address delivery')}`;
    const day = (await call<DaysAnswer>(slotsPath)).body.data;
    const slot = day.timeSlots.find((each) => each.available);
    if (!slot) throw new Error('no open slot in Ottawa in two days');

    const placed = await call<{ data: OrderAnswer }>(
      '/api/orders',
      'POST',
      orderRequest({
        shopper: robin,
        paymentMethodId: card.body.id,
        lines: recipes,
        place: {
          lineOne: '90 Elgin Street',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'K1P 5K7',
          phone: '613-555-0101',
        },
        date: day.date,
        timeSlot: slot.start,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({
      status: 'PENDING_DELIVERY',
      delivery: { cityId: 'ottawa' },
    });

    // order.paid travels over Kafka: cart-pricing empties the cart, delivery-slots books the
    // place, identity records the first order.
    await eventually(async () => {
      const cart = await call<CartAnswer>('/api/cart?getGroceries=true');
      expect(cart.body.selectedRecipes).toEqual([]);
    }, 30_000);
    const after = (await call<DaysAnswer>(slotsPath)).body.data;
    expect(after.timeSlots.find(({ start }) => start === slot.start)?.remaining).toBe(
      slot.remaining - 1,
    );
    await eventually(async () => {
      const me = await call<MeAnswer>('/api/auth/me');
      expect(me.body.user.isFirstOrder).toBe(false);
    }, 30_000);
    const shopDatabase = new pg.Client({ connectionString: databaseUrl });
    await shopDatabase.connect();
    try {
      await eventually(async () => {
        const holds = await shopDatabase.query(
          'select state from delivery_slots.slot_holds where order_id = $1',
          [placed.body.data._id],
        );
        expect(holds.rows).toEqual([{ state: 'BOOKED' }]);
      }, 30_000);
    } finally {
      await shopDatabase.end();
    }
  });

  // Last: the processes have done everything the tests above asked of them.
  it('has no unhandled promise rejection in any of its processes', () => {
    const processes = { service, catalog, deliverySlots, cartPricing, ordersPayments, gateway };
    for (const [name, shop] of Object.entries(processes)) {
      expect(shop.output(), name).not.toContain(UNHANDLED_REJECTION);
    }
  });
});
