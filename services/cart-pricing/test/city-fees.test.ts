import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogService } from '@mise/catalog';
import { miniCatalogFolder } from '@mise/catalog/testing';
import type { CartAnswer } from '@mise/contracts';
import { bearerFor, buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPricingService } from '../src/plugin.js';
import { guestHeader, skilletCart, startCartShop } from './cart-shop.js';

/** A shopper's cart of one recipe, to be delivered to `city`. */
async function cartTo(app: FastifyInstance, city: string) {
  const headers = guestHeader(randomUUID());
  const post = async (url: string, payload: object) => {
    const answer = await app.inject({ method: 'POST', url, headers, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  await post('/api/cart', skilletCart(1));
  await post('/api/cart/delivery-info', { city, province: 'ON' });
  const cart = async (): Promise<CartAnswer> => {
    const answer = await app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  return {
    deliveryFee: async () => (await cart()).cost.deliveryFee,
    deliveryFees: async () => (await cart()).deliveryFees,
  };
}

describe('the cart’s delivery fee, with delivery-slots beside cart-pricing', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startCartShop();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const staffChange = async (cityId: string, payload: object) => {
    const staffMember = bearerFor(app, 'staff-1', {
      role: 'staff',
      staffRole: 'admin',
      emailAddress: 'staff@mise.test',
    });
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/admin/delivery/cities/${cityId}`,
      headers: staffMember,
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('is the fee delivery-slots charges, and follows staff changing it', async () => {
    const cart = await cartTo(app, 'Mississauga');
    expect(await cart.deliveryFee()).toBe(199);

    await staffChange('mississauga', { deliveryFeeCents: 349 });
    await eventually(async () => expect(await cart.deliveryFee()).toBe(349), 10_000);
    // Any spelling of the city, as delivery-slots reads it at checkout.
    expect(await (await cartTo(app, ' MISSISSAUGA ')).deliveryFee()).toBe(349);
  });

  it('is the highest served fee in a city switched off, or one not served, and the city is not known', async () => {
    const cart = await cartTo(app, 'Ottawa');
    expect(await cart.deliveryFee()).toBe(299);
    expect((await cart.deliveryFees()).cityKnown).toBe(true);

    await staffChange('ottawa', { active: false });
    await eventually(async () => expect((await cart.deliveryFees()).cityKnown).toBe(false), 10_000);
    const { highest } = await cart.deliveryFees();
    // Halifax, served, costs $4.99.
    expect(highest).toBeGreaterThanOrEqual(499);
    expect(await cart.deliveryFee()).toBe(highest);
    const springfield = await cartTo(app, 'Springfield');
    expect(await springfield.deliveryFee()).toBe(highest);
    expect((await springfield.deliveryFees()).cityKnown).toBe(false);
  });
});

describe('cart-pricing without delivery-slots', () => {
  it('is ready, and shows the most a city may cost while it keeps asking', async () => {
    const alone = await buildTestServer([catalogService, cartPricingService], {
      CATALOG_SEED_DIR: miniCatalogFolder,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-cart-')),
    });
    try {
      await eventually(async () => {
        const readiness = await alone.inject({ method: 'GET', url: '/api/readyz' });
        expect(readiness.statusCode, readiness.body).toBe(200);
      }, 10_000);
      expect(await (await cartTo(alone, 'Toronto')).deliveryFee()).toBe(500);
    } finally {
      await alone.close();
    }
  }, 60_000);
});
