import { gunzipSync } from 'node:zlib';
import { outbox as catalogOutbox, changeProductPrice, products } from '@mise/catalog/testing';
import {
  catalogLoaded,
  type EventEnvelope,
  pricingCopy,
  productPriceChanged,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { buildTestServer, consistently, eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartPricingService } from '../src/plugin.js';
import { guestHeader, skilletCart, startCartShop } from './cart-shop.js';

describe('the catalog copy', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startCartShop();
  }, 30_000);
  afterEach(async () => {
    await app.close();
  });

  /** The skillet cart of a new guest: its total, and a way to ask for it again. */
  async function skilletTotal() {
    const saved = await app.inject({ method: 'POST', url: '/api/cart', payload: skilletCart(1) });
    const guest = saved.json().guestUserId as string;
    const now = async () =>
      (await app.inject({ method: 'GET', url: '/api/cart', headers: guestHeader(guest) })).json()
        .cost.priceOfRequiredProducts as number;
    return { before: saved.json().cost.priceOfRequiredProducts as number, now };
  }

  it('takes a price change from the catalog event, and so does every cart', async () => {
    const cart = await skilletTotal();
    // The skillet needs 600 g of chicken: two 500 g packs at 399 each.
    await changeProductPrice(app.infra.database.db, 'chicken-breast-lc', 599);
    await eventually(async () => expect(await cart.now()).toBe(cart.before + 2 * 200), 5_000);
  });

  it('is fetched again when the catalog announces another version', async () => {
    const cart = await skilletTotal();
    // A price changed with no event: only a fresh copy can bring it.
    await app.infra.database.db
      .update(products)
      .set({ priceCents: 499 })
      .where(eq(products.id, 'kale-lc'));
    await app.infra.bus.publish([
      newEvent(catalogLoaded, {
        source: 'catalog',
        subject: 'catalog',
        data: { catalogVersion: 'a-newer-catalog', recipes: 6, ingredients: 11, products: 12 },
      }),
    ]);
    await eventually(async () => expect(await cart.now()).toBe(cart.before + 100), 5_000);
  });

  it('applies an event once, however often it is delivered', async () => {
    const cart = await skilletTotal();
    const { db } = app.infra.database;
    // The skillet needs 200 g of kale: one 500 g pack.
    await changeProductPrice(db, 'kale-lc', 450);
    await eventually(async () => expect(await cart.now()).toBe(cart.before + 51), 5_000);
    await changeProductPrice(db, 'kale-lc', 500);
    await eventually(async () => expect(await cart.now()).toBe(cart.before + 101), 5_000);

    // The first change delivered again, late: it is older than the last, so kale stays at 500.
    const [first] = await db
      .select({ envelope: catalogOutbox.envelope })
      .from(catalogOutbox)
      .where(eq(catalogOutbox.type, productPriceChanged.type))
      .orderBy(catalogOutbox.createdAt)
      .limit(1);
    await app.infra.bus.publish([first?.envelope as EventEnvelope]);
    await consistently(async () => expect(await cart.now()).toBe(cart.before + 101), 1_500);
  });
});

describe('the pricing copy route of the catalog', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await startCartShop();
  }, 30_000);
  afterEach(async () => {
    await app.close();
  });

  const fetchCopy = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/catalog/pricing-copy', headers });

  it('answers the copy, gzipped when asked, with a tag that changes with prices', async () => {
    const plain = await fetchCopy();
    expect(plain.statusCode).toBe(200);
    const copy = pricingCopy.parse(plain.json());
    expect(copy.recipes).toHaveLength(6);

    const zipped = await fetchCopy({ 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());

    const etag = plain.headers.etag as string;
    expect((await fetchCopy({ 'if-none-match': etag })).statusCode).toBe(304);
    await changeProductPrice(app.infra.database.db, 'egg-lc', 449);
    const changed = await fetchCopy({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().products).toContainEqual(
      expect.objectContaining({ _id: 'egg-lc', priceCents: 449 }),
    );
  });
});

describe('cart-pricing without a catalog to copy', () => {
  it('is not ready, and answers carts with a 503, while it keeps trying', async () => {
    const alone = await buildTestServer([cartPricingService]);
    try {
      const readiness = await alone.inject({ method: 'GET', url: '/api/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json().checks['catalog-copy']).toMatchObject({ ok: false });
      const cart = await alone.inject({
        method: 'POST',
        url: '/api/cart',
        payload: skilletCart(1),
      });
      expect(cart.statusCode).toBe(503);
      expect(cart.json().message).toMatch(/try again/);
    } finally {
      await alone.close();
    }
  });
});
