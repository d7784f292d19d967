import { randomUUID } from 'node:crypto';
import {
  type CheckoutQuote,
  checkoutQuoteAnswer,
  type OrderPaid,
  orderCancelled,
  orderPaid,
  orderPaymentFailed,
} from '@mise/contracts';
import { newEvent, type Session, serviceCaller } from '@mise/platform';
import { bearerFor, eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_RESERVATION_MINUTES } from '../src/domain/promo.js';
import { redemptionCounts } from '../src/store/promo-codes.js';
import { promoReservations } from '../src/store/schema.js';
import { addPromoCode } from '../src/testing/promotions.js';
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
  const headers = bearerFor(app, userId);
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

const ordersPayments = () => serviceCaller(app, 'orders-payments', 'cart-pricing');

/** orders-payments asking for a quote for an order of its own (a new one unless named). */
const quoteFor = (userId: string, body: object) =>
  ordersPayments()({
    method: 'POST',
    path: QUOTE_PATH,
    body: { orderId: randomUUID(), ...body },
    session: sessionOf(userId),
  });

const ontario = {
  province: 'ON',
  cityFeeCents: 299,
  promoCode: '',
  firstOrder: true,
  deliveryDate: '2026-06-02',
};

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

const countsOf = (code: string, userId: string) =>
  redemptionCounts(app.infra.database.db, code, { kind: 'user', id: userId }, { now: new Date() });
const userRedemptions = async (code: string, userId: string) =>
  (await countsOf(code, userId)).userRedemptions;

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
    expect(await fieldsOf({ ...ontario, orderId: '' })).toEqual(['orderId']);
    // The delivery day says which pantry lots still count: a day, in the shop's format.
    expect(await fieldsOf({ ...ontario, deliveryDate: '02-06-2026' })).toEqual(['deliveryDate']);
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
    // The packs, line by line, are what the required products cost: staff refund from these.
    expect(quote.products.length).toBeGreaterThan(0);
    for (const product of quote.products) {
      expect(product.packs).toBeGreaterThan(0);
      expect(product.amount).toBe(product.price * product.packs);
    }
    expect(quote.products.reduce((sum, product) => sum + product.amount, 0)).toBe(
      quote.cost.priceOfRequiredProducts,
    );
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
      deliveryDate: '2026-06-02',
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

describe('a promo code’s limits, with checkouts under way', () => {
  let codes = 0;
  /** A code of its own for the test, added as staff add one: 10% off, no minimum. */
  async function newCode(limits: { maxRedemptions?: number; maxPerCustomer?: number }) {
    codes += 1;
    const code = `LIMITED${codes}${Date.now()}`;
    await addPromoCode(app, { code, percentOff: 10, ...limits });
    return code;
  }

  /** A shopper with a cart, whose checkouts quote `code` for an order (a new one unless named). */
  async function checkingOut(code: string) {
    const someone = shopper();
    await someone.save(skilletCart(1));
    return {
      ...someone,
      quote: async (orderId: string = randomUUID()) => {
        const answer = await quoteFor(someone.userId, { ...ontario, promoCode: code, orderId });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return checkoutQuoteAnswer.parse(answer.body);
      },
    };
  }

  const applied = (quote: CheckoutQuote) => quote.promo?.applied === true;

  const ordersEnd = (userId: string, orderId: string) => {
    const facts = { orderId, number: 'M-1002', userId };
    const slot = {
      cityId: 'ottawa',
      slotStart: '2026-06-02T13:00:00.000Z',
      slotEnd: '2026-06-02T15:00:00.000Z',
      timeZone: 'America/Toronto',
      slotLabel: 'Tuesday, June 2, 9:00 AM - 11:00 AM',
    };
    const subject = { source: 'orders-payments', subject: orderId };
    return {
      paymentFailed: newEvent(orderPaymentFailed, {
        ...subject,
        data: { ...facts, cityId: slot.cityId, slotStart: slot.slotStart, reason: 'declined' },
      }),
      cancelled: newEvent(orderCancelled, {
        ...subject,
        data: {
          ...facts,
          ...slot,
          emailAddress: `${userId}@example.com`,
          firstName: 'Ana',
          language: 'en-CA',
          by: 'staff',
          refundedCents: 0,
        },
      }),
    };
  };

  it('lets one of several checkouts at once take the last use', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => checkingOut(code)));
    const quotes = await Promise.all(shoppers.map((someone) => someone.quote()));
    expect(quotes.filter(applied)).toHaveLength(1);
    const refused = quotes.find((quote) => !applied(quote));
    expect(refused?.promo).toEqual({
      code,
      applied: false,
      discount: 0,
      error: 'Coupon code incorrect',
    });
    expect(refused?.cost.promoDiscount).toBe(0);
  });

  it('keeps the use of an order quoted again, even at once', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    const order = randomUUID();
    expect(applied(await ana.quote(order))).toBe(true);
    const again = await Promise.all([ana.quote(order), ana.quote(order)]);
    expect(again.every(applied)).toBe(true);
    expect(applied(await bo.quote())).toBe(false);
  });

  it('counts checkouts under way in the shopper’s cart, which never reserves', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    expect(await bo.post('/check-promo', { promoCode: code })).toMatchObject({ applied: true });
    expect(applied(await ana.quote())).toBe(true);
    expect(await bo.post('/check-promo', { promoCode: code })).toMatchObject({
      applied: false,
      error: 'Coupon code incorrect',
    });
  });

  it('gives the use back when the order’s payment fails or the order is cancelled', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo, cy] = await Promise.all([
      checkingOut(code),
      checkingOut(code),
      checkingOut(code),
    ]);
    const anasOrder = randomUUID();
    expect(applied(await ana.quote(anasOrder))).toBe(true);
    expect(applied(await bo.quote())).toBe(false);

    await app.infra.bus.publish([ordersEnd(ana.userId, anasOrder).paymentFailed]);
    const bosOrder = randomUUID();
    await eventually(async () => expect(applied(await bo.quote(bosOrder))).toBe(true));
    expect(applied(await cy.quote())).toBe(false);

    await app.infra.bus.publish([ordersEnd(bo.userId, bosOrder).cancelled]);
    await eventually(async () => expect(applied(await cy.quote())).toBe(true));
  });

  it('counts a paid order once in place of its reservation, and keeps it if cancelled', async () => {
    const code = await newCode({ maxRedemptions: 2 });
    const ana = await checkingOut(code);
    const order = randomUUID();
    expect(applied(await ana.quote(order))).toBe(true);
    expect(await countsOf(code, ana.userId)).toEqual({ redemptions: 1, userRedemptions: 1 });

    await app.infra.bus.publish([
      paidEvent(ana.userId, { orderId: order, cartVersion: 1, promoCode: code }),
    ]);
    await eventually(async () => expect((await ana.cart()).selectedRecipes).toEqual([]));
    const reservations = await app.infra.database.db
      .select()
      .from(promoReservations)
      .where(eq(promoReservations.orderId, order));
    expect(reservations).toEqual([]);
    expect(await countsOf(code, ana.userId)).toEqual({ redemptions: 1, userRedemptions: 1 });

    // The cancellation is told after the paid order, on the order's own subject.
    await app.infra.bus.publish([ordersEnd(ana.userId, order).cancelled]);
    const bo = await checkingOut(code);
    expect(applied(await bo.quote())).toBe(true);
    expect(await countsOf(code, ana.userId)).toEqual({ redemptions: 2, userRedemptions: 1 });
  });

  it('frees the use of a checkout that never ended once its reservation runs out, and drops it', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    const order = randomUUID();
    expect(applied(await ana.quote(order))).toBe(true);
    expect(applied(await bo.quote())).toBe(false);
    // The service reads the wall clock: the reservation is made as old as its lifetime instead.
    const lifetimeAgo = new Date(Date.now() - PROMO_RESERVATION_MINUTES * 60 * 1_000);
    await app.infra.database.db
      .update(promoReservations)
      .set({ reservedAt: lifetimeAgo })
      .where(eq(promoReservations.orderId, order));
    expect(applied(await bo.quote())).toBe(true);
    // The run-out reservation is gone: only bo's own is left.
    const left = await app.infra.database.db
      .select({ orderId: promoReservations.orderId })
      .from(promoReservations)
      .where(eq(promoReservations.promoCode, code));
    expect(left).toHaveLength(1);
    expect(left[0]?.orderId).not.toBe(order);
  });

  it('drops the order’s reservation when a later quote for it applies no code', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    const order = randomUUID();
    expect(applied(await ana.quote(order))).toBe(true);
    const withoutCode = await quoteFor(ana.userId, { ...ontario, orderId: order });
    expect(withoutCode.status).toBe(200);
    expect(applied(await bo.quote())).toBe(true);
  });

  it('lets one shopper use a once-per-shopper code in one of several checkouts at once', async () => {
    const code = await newCode({ maxPerCustomer: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    const quotes = await Promise.all([1, 2, 3, 4].map(() => ana.quote()));
    expect(quotes.filter(applied)).toHaveLength(1);
    expect(applied(await bo.quote())).toBe(true);
  });

  it('gives the use back when orders-payments refuses the order, for its shopper only', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const [ana, bo] = await Promise.all([checkingOut(code), checkingOut(code)]);
    const order = randomUUID();
    expect(applied(await ana.quote(order))).toBe(true);
    const release = (userId: string) =>
      ordersPayments()({
        method: 'DELETE',
        path: `/api/internal/cart/promo-reservations/${order}`,
        session: sessionOf(userId),
      });
    const byShopper = await app.inject({
      method: 'DELETE',
      url: `/api/internal/cart/promo-reservations/${order}`,
      headers: ana.headers,
    });
    expect(byShopper.statusCode).toBe(403);
    expect((await release(bo.userId)).status).toBe(204);
    expect(applied(await bo.quote())).toBe(false);

    expect((await release(ana.userId)).status).toBe(204);
    expect((await release(ana.userId)).status).toBe(204);
    expect(applied(await bo.quote())).toBe(true);
  });
});
