import { randomUUID } from 'node:crypto';
import type { CheckoutQuote, PantryChanged } from '@mise/contracts';
import { serviceCaller } from '@mise/platform';
import { daysAfter, shopDayAt } from '@mise/platform/shop-day';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcePantry, guestHeader, pantryLot, skilletCart, startCartShop } from './cart-shop.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startCartShop();
}, 30_000);
afterAll(async () => {
  await app.close();
});

interface CartLine {
  _id: string;
  youHave: number;
  fromUserPantry: boolean;
  quantity: number;
}
interface CartSeen {
  cost: { priceOfRequiredProducts: number };
  groceries: {
    requiredProducts: { ingredients: CartLine[] }[];
    nonRequiredProducts: { ingredients: CartLine[] }[];
  };
}

const linesOf = (cart: CartSeen, list: 'requiredProducts' | 'nonRequiredProducts') =>
  cart.groceries[list].flatMap((category) => category.ingredients);
const lineOf = (cart: CartSeen, ingredientId: string) =>
  linesOf(cart, 'requiredProducts').find((line) => line._id === ingredientId);

const lot = pantryLot;
/** The pantry service announcing a shopper's pantry, as it does after every change. */
const announce = (userId: string, lots: PantryChanged['lots']) => announcePantry(app, userId, lots);

/** A signed-in shopper with the one-recipe skillet cart saved (4 servings: 600 g chicken). */
async function shopperWithSkillet() {
  const userId = randomUUID();
  const headers = bearerFor(app, userId);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: skilletCart(1),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const cart = async (query = ''): Promise<CartSeen> => {
    const answer = await app.inject({ method: 'GET', url: `/api/cart${query}`, headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  return { userId, headers, cart, bare: await cart() };
}

const today = () => shopDayAt(new Date());

describe('a cart priced with the shopper’s pantry', () => {
  it('buys only what the pantry lacks, and its card says what the shopper has', async () => {
    const ana = await shopperWithSkillet();
    // 600 g of chicken is two 500 g packs; with 200 g held, one pack does.
    await announce(ana.userId, [lot('chicken-breast', 200, daysAfter(today(), 5))]);
    await eventually(async () => {
      const priced = await ana.cart();
      expect(lineOf(priced, 'chicken-breast')).toMatchObject({
        youHave: 200,
        fromUserPantry: true,
        quantity: 500,
      });
      expect(priced.cost.priceOfRequiredProducts).toBe(ana.bare.cost.priceOfRequiredProducts - 399);
    });
    // adjustDigitalPantry=false prices the cart as if the pantry were empty.
    const ignoring = await ana.cart('?adjustDigitalPantry=false');
    expect(ignoring.cost.priceOfRequiredProducts).toBe(ana.bare.cost.priceOfRequiredProducts);
    expect(lineOf(ignoring, 'chicken-breast')).toMatchObject({ youHave: 0, quantity: 1000 });
  });

  it('does not count a lot that expires before two days from now', async () => {
    const ben = await shopperWithSkillet();
    await announce(ben.userId, [
      lot('chicken-breast', 600, daysAfter(today(), 1)),
      lot('kale', 1, daysAfter(today(), 2)),
    ]);
    await eventually(async () => {
      expect(lineOf(await ben.cart(), 'kale')).toMatchObject({ youHave: 1 });
    });
    const priced = await ben.cart();
    expect(lineOf(priced, 'chicken-breast')).toMatchObject({ youHave: 0, fromUserPantry: false });
  });

  it('does not propose a staple the pantry holds enough of', async () => {
    const cy = await shopperWithSkillet();
    const staples = (cart: CartSeen) => linesOf(cart, 'nonRequiredProducts').map((l) => l._id);
    expect(staples(cy.bare)).toEqual(expect.arrayContaining(['olive-oil', 'salt']));
    // The skillet uses 2 tbsp (30 ml) of oil: 100 ml held is enough, 1 g of salt is not.
    await announce(cy.userId, [lot('olive-oil', 100, null), lot('salt', 1, null)]);
    await eventually(async () => {
      expect(staples(await cy.cart())).toEqual(['salt']);
    });
  });

  it('is never a guest’s: a guest has no pantry', async () => {
    const guest = guestHeader(randomUUID());
    const answer = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: guest,
      payload: skilletCart(1),
    });
    expect(lineOf(answer.json(), 'chicken-breast')).toMatchObject({ youHave: 0, quantity: 1000 });
  });
});

describe('the checkout quote with the pantry', () => {
  const quoteFor = async (userId: string, deliveryDate: string): Promise<CheckoutQuote> => {
    const answer = await serviceCaller(
      app,
      'orders-payments',
      'cart-pricing',
    )({
      method: 'POST',
      path: '/api/internal/cart/checkout-quote',
      body: {
        orderId: randomUUID(),
        province: 'ON',
        cityFeeCents: 299,
        promoCode: '',
        firstOrder: true,
        deliveryDate,
      },
      session: { userId, role: 'customer', emailAddress: `${userId}@example.com`, staff: null },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as CheckoutQuote;
  };

  it('counts the lots still good on the delivery day, and values the leftovers', async () => {
    const dee = await shopperWithSkillet();
    const expiresOn = daysAfter(today(), 4);
    await announce(dee.userId, [lot('chicken-breast', 200, expiresOn)]);
    await eventually(async () => {
      expect(lineOf(await dee.cart(), 'chicken-breast')).toMatchObject({ youHave: 200 });
    });

    const onTime = await quoteFor(dee.userId, expiresOn);
    expect(onTime.pantryUsed).toEqual([
      expect.objectContaining({ ingredientId: 'chicken-breast', quantity: 200 }),
    ]);
    expect(onTime.cost.priceOfRequiredProducts).toBe(dee.bare.cost.priceOfRequiredProducts - 399);
    // One 500 g pack of chicken for 399 cents: each gram cost 0.798 cents.
    const chicken = onTime.leftovers.find((l) => l.ingredientId === 'chicken-breast');
    expect(chicken).toMatchObject({ quantity: 100, centsPerBaseUnit: 399 / 500 });

    const tooLate = await quoteFor(dee.userId, daysAfter(expiresOn, 1));
    expect(tooLate.pantryUsed).toEqual([]);
    expect(tooLate.cost.priceOfRequiredProducts).toBe(dee.bare.cost.priceOfRequiredProducts);
  });
});
