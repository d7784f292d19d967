import { randomUUID } from 'node:crypto';
import { checkoutQuoteAnswer, type OrderPaid, orderPaid } from '@mise/contracts';
import { newEvent, type Session, serviceCaller } from '@mise/platform';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionCounts } from '../src/store/promo-codes.js';
import { skilletCart, startCartShop } from './cart-shop.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startCartShop();
}, 30_000);
afterAll(async () => {
  await app.close();
});

const QUOTE_PATH = '/api/internal/cart/checkout-quote';
const sharedMenuLink = 'http://localhost:3000/s/AbCdE12345';

const sessionOf = (userId: string): Session => ({
  userId,
  role: 'customer',
  emailAddress: `${userId}@example.com`,
  staff: null,
});

/** The shopper's own calls, through the public cart routes. */
function shopper(userId = randomUUID()) {
  const headers = { authorization: `Bearer ${app.sessions.sign(sessionOf(userId))}` };
  const post = async (path: string, payload: object) => {
    const answer = await app.inject({ method: 'POST', url: `/api/cart${path}`, headers, payload });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  return {
    userId,
    headers,
    save: (body: object) => post('', body),
    post,
    cart: async () => (await app.inject({ method: 'GET', url: '/api/cart', headers })).json(),
  };
}

/** orders-payments asking for a quote, speaking for the shopper. */
const quoteFor = (userId: string, body: object) =>
  serviceCaller(
    app,
    'orders-payments',
    'cart-pricing',
  )({ method: 'POST', path: QUOTE_PATH, body, session: sessionOf(userId) });

const ontario = { province: 'ON', cityFeeCents: 299, promoCode: '', firstOrder: true };

function paidEvent(userId: string, facts: Partial<OrderPaid> & { cartVersion: number }) {
  const data: OrderPaid = {
    orderId: randomUUID(),
    number: 'M-1001',
    userId,
    emailAddress: `${userId}@example.com`,
    firstName: 'Ana',
    language: 'en-CA',
    cityId: 'ottawa',
    slotStart: '2026-06-02T13:00:00.000Z',
    slotEnd: '2026-06-02T15:00:00.000Z',
    timeZone: 'America/Toronto',
    slotLabel: 'Tuesday, June 2, 9:00 AM - 11:00 AM',
    totalCents: 4321,
    currency: 'CAD',
    promoCode: null,
    deliveryAddress: {
      lineOne: '1 Main St',
      lineTwo: '',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
    },
    recipes: [{ name: 'Chicken kale skillet', servings: 4 }],
    extraProducts: [],
    ...facts,
  };
  // One subject per shopper: the bus hands a consumer one subject's events in publish order.
  return newEvent(orderPaid, { source: 'orders-payments', subject: userId, data });
}

const userRedemptions = async (code: string, userId: string) =>
  (await redemptionCounts(app.infra.database.db, code, { kind: 'user', id: userId }))
    .userRedemptions;

describe('the checkout quote', () => {
  it('is for the shop’s services only, speaking for a signed-in shopper', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    const direct = await app.inject({
      method: 'POST',
      url: QUOTE_PATH,
      headers: ana.headers,
      payload: ontario,
    });
    expect(direct.statusCode).toBe(403);
    const noShopper = await serviceCaller(
      app,
      'orders-payments',
      'cart-pricing',
    )({ method: 'POST', path: QUOTE_PATH, body: ontario });
    expect(noShopper.status).toBe(401);
  });

  it('names each field a bad body breaks', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    const fieldsOf = async (body: object) =>
      ((await quoteFor(ana.userId, body)).body as { fields: { field: string }[] }).fields.map(
        (f) => f.field,
      );
    expect(await fieldsOf({ ...ontario, cityFeeCents: 501, firstOrder: 'yes' })).toEqual([
      'cityFeeCents',
      'firstOrder',
    ]);
    expect(await fieldsOf({ ...ontario, province: 'XX' })).toEqual(['province']);
  });

  it('refuses an empty cart', async () => {
    const answer = await quoteFor(randomUUID(), ontario);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'Your cart is empty.' });

    const bo = shopper();
    await bo.post('/delivery-info', { city: 'Ottawa', province: 'ON' });
    expect((await quoteFor(bo.userId, ontario)).status).toBe(409);
  });

  it('costs what the shopper’s cart shows for the same city and promo code', async () => {
    const ana = shopper();
    await ana.save({ ...skilletCart(3), extraGroceries: { 'x-sparkling-water': 2 } });
    await ana.post('/delivery-info', { city: 'Ottawa', province: 'ON' });
    const cart = await ana.post('/check-promo', { promoCode: 'green15' });
    expect(cart.applied).toBe(true);

    const answer = await quoteFor(ana.userId, { ...ontario, promoCode: 'GREEN15' });
    expect(answer.status).toBe(200);
    const quote = checkoutQuoteAnswer.parse(answer.body);
    expect(quote.cost).toEqual(cart.cart.cost);
    expect(quote.cost.deliveryFee).toBe(299);
    expect(quote.cartVersion).toBe(3);
    expect(quote.promo).toMatchObject({ code: 'GREEN15', applied: true });
    expect(quote.recipes).toEqual([
      expect.objectContaining({
        recipeId: 'chicken-kale-skillet',
        servings: 4,
        mealTypeId: 'dinner',
        curatedBoxId: null,
      }),
    ]);
    expect(quote.extraProducts).toEqual([
      {
        productId: 'x-sparkling-water',
        name: 'Sparkling water, 12 cans',
        quantity: 2,
        price: 599,
        amount: 1198,
      },
    ]);
    expect(quote.leftovers.length).toBeGreaterThan(0);
    for (const leftover of quote.leftovers) {
      expect(leftover.quantity).toBeGreaterThan(0);
      expect(['g', 'ml', 'unit']).toContain(leftover.unit);
    }
  });

  it('takes the fee and province it is given, not the cart’s', async () => {
    const ana = shopper();
    await ana.save({ ...skilletCart(1), extraGroceries: { 'x-sparkling-water': 1 } });
    await ana.post('/delivery-info', { city: 'Ottawa', province: 'ON' });
    const quote = checkoutQuoteAnswer.parse(
      (await quoteFor(ana.userId, { ...ontario, province: 'ab', cityFeeCents: 399 })).body,
    );
    const cart = (await ana.cart()).cost;
    expect(quote.cost.deliveryFee).toBe(399);
    // Alberta charges GST alone on the taxable water; Ontario HST.
    expect(quote.cost.extraProductTaxes).toBeLessThan(cart.extraProductTaxes);
  });

  it('gives 10OFF on a first order and not on a later one', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    const first = checkoutQuoteAnswer.parse(
      (await quoteFor(ana.userId, { ...ontario, promoCode: '10off' })).body,
    );
    expect(first.promo).toMatchObject({ code: '10OFF', applied: true });
    expect(first.cost.promoDiscount).toBe(Math.round(first.cost.subTotal * 0.1));

    const later = checkoutQuoteAnswer.parse(
      (await quoteFor(ana.userId, { ...ontario, promoCode: '10OFF', firstOrder: false })).body,
    );
    expect(later.promo).toEqual({
      code: '10OFF',
      applied: false,
      discount: 0,
      error: 'Coupon code incorrect',
    });
    expect(later.cost.promoDiscount).toBe(0);
    expect(later.cost.totalPrice).toBe(first.cost.totalPrice + first.cost.promoDiscount);
  });

  it('has no promo without a code', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    await ana.post('/check-promo', { promoCode: 'GREEN15' });
    const quote = checkoutQuoteAnswer.parse((await quoteFor(ana.userId, ontario)).body);
    expect(quote.promo).toBeNull();
    expect(quote.cost.promoDiscount).toBe(0);
  });

  it('delivers free once the shopper shared the menu', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    await ana.post('/shared-menu', { sharedCartUrl: sharedMenuLink });
    const quote = checkoutQuoteAnswer.parse(
      (await quoteFor(ana.userId, { ...ontario, cityFeeCents: 499 })).body,
    );
    expect(quote.cost).toMatchObject({ deliveryFee: 0, waiveOffDeliveryFee: true });
  });

  it('leaves the cart as it was', async () => {
    const ana = shopper();
    await ana.save(skilletCart(2));
    await ana.post('/delivery-info', { city: 'Toronto', province: 'ON' });
    await ana.post('/check-promo', { promoCode: 'GREEN15' });
    const before = await ana.cart();
    const answer = await quoteFor(ana.userId, {
      province: 'NS',
      cityFeeCents: 499,
      promoCode: '10OFF',
      firstOrder: true,
    });
    expect(answer.status).toBe(200);
    expect(await ana.cart()).toEqual(before);
  });
});

describe('a paid order', () => {
  it('empties the cart it bought, keeping the address', async () => {
    const ana = shopper();
    await ana.save({ ...skilletCart(4), extraGroceries: { 'x-sourdough': 1 } });
    await ana.post('/delivery-info', { city: 'Ottawa', province: 'ON' });
    await ana.post('/check-promo', { promoCode: 'GREEN15' });
    await ana.post('/shared-menu', { sharedCartUrl: sharedMenuLink });

    await app.infra.bus.publish([paidEvent(ana.userId, { cartVersion: 4 })]);

    await eventually(async () => expect((await ana.cart()).selectedRecipes).toEqual([]));
    const emptied = await ana.cart();
    expect(emptied).toMatchObject({
      extraGroceries: [],
      promo: null,
      sharedCartUrl: null,
      deliveryInfo: { city: 'Ottawa', province: 'ON' },
    });
    expect(emptied.cost.totalPrice).toBe(0);
    // The shop's next save is newer than the emptied cart.
    expect((await ana.save(skilletCart(5))).selectedRecipes).toHaveLength(1);
  });

  it('keeps a cart changed since checkout, and still counts its promo code', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    await ana.save(skilletCart(2, 6));

    await app.infra.bus.publish([paidEvent(ana.userId, { cartVersion: 1, promoCode: 'GREEN15' })]);

    await eventually(async () => expect(await userRedemptions('GREEN15', ana.userId)).toBe(1));
    expect((await ana.cart()).selectedRecipes[0]).toMatchObject({ servings: 6 });
  });

  it('has one effect however often it is delivered', async () => {
    const ana = shopper();
    await ana.save(skilletCart(1));
    const paid = paidEvent(ana.userId, { cartVersion: 1, promoCode: '10OFF' });
    await app.infra.bus.publish([paid]);
    await eventually(async () => expect((await ana.cart()).selectedRecipes).toEqual([]));
    // The shared menu leaves the version as it is: a second emptying would take it away.
    await ana.post('/shared-menu', { sharedCartUrl: sharedMenuLink });

    // Another order behind the repeat, on the same subject: once it counts, the repeat was handled.
    const marker = paidEvent(ana.userId, { cartVersion: 99, promoCode: 'FIT10' });
    await app.infra.bus.publish([paid, marker]);
    await eventually(async () => expect(await userRedemptions('FIT10', ana.userId)).toBe(1));

    expect(await userRedemptions('10OFF', ana.userId)).toBe(1);
    expect((await ana.cart()).sharedCartUrl).toBe(sharedMenuLink);
  });

  it('ends the shopper’s first order: 10OFF is refused afterwards, in the cart and the quote', async () => {
    const ana = shopper();
    const bo = shopper();
    for (const someone of [ana, bo]) await someone.save(skilletCart(1));
    await app.infra.bus.publish([paidEvent(ana.userId, { cartVersion: 0, promoCode: '10OFF' })]);
    await eventually(async () => expect(await userRedemptions('10OFF', ana.userId)).toBe(1));

    expect(await ana.post('/check-promo', { promoCode: '10OFF' })).toMatchObject({
      applied: false,
      error: 'Coupon code incorrect',
    });
    expect(await bo.post('/check-promo', { promoCode: '10OFF' })).toMatchObject({ applied: true });
    // Even if orders-payments took it for a first order, the code's one use per shopper is gone.
    const quote = checkoutQuoteAnswer.parse(
      (await quoteFor(ana.userId, { ...ontario, promoCode: '10OFF' })).body,
    );
    expect(quote.promo?.applied).toBe(false);
  });
});
