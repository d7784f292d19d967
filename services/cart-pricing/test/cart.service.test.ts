import { randomUUID } from 'node:crypto';
import { cartAnswer } from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestHeader, mailTo, skilletCart, startCartShop } from './cart-shop.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startCartShop();
}, 30_000);
afterAll(async () => {
  await app.close();
});

const save = (body: unknown, guestId?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/cart?getGroceries=true',
    payload: body as object,
    headers: guestId ? guestHeader(guestId) : {},
  });

const getCart = (guestId?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/cart?getGroceries=true&adjustDigitalPantry=false',
    headers: guestId ? guestHeader(guestId) : {},
  });

/** A guest who has saved the skillet cart once. */
async function newGuestWithSkillet(): Promise<string> {
  const answer = await save(skilletCart(1));
  expect(answer.statusCode).toBe(200);
  return answer.json().guestUserId;
}

describe('a guest cart', () => {
  it('is made by a first save, which issues the guest id', async () => {
    const answer = await save(skilletCart(1));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-cart-save']).toBe('saved');
    const cart = cartAnswer.parse(answer.json());
    expect(cart.guestUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.version).toBe(1);
    expect(cart.selectedRecipes.map((r) => [r._id, r.servings])).toEqual([
      ['chicken-kale-skillet', 4],
    ]);
    expect(cart.cost.priceOfRequiredProducts).toBeGreaterThan(0);
    expect(cart.cost.totalPrice).toBeGreaterThan(cart.cost.priceOfRequiredProducts);

    const again = await getCart(cart.guestUserId ?? undefined);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ guestUserId: cart.guestUserId, version: 1 });
    expect(again.json().cost).toEqual(cart.cost);
  });

  it('is priced from the catalog copy, whatever prices the client sends', async () => {
    const answer = await save({ ...skilletCart(1), cost: { totalPrice: 1 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toContainEqual(expect.objectContaining({ field: 'cost' }));
  });

  it('is the saved one for its guest id, and a save with that id changes it', async () => {
    const guest = await newGuestWithSkillet();
    const bigger = await save(skilletCart(2, 8), guest);
    expect(bigger.json()).toMatchObject({ guestUserId: guest, version: 2 });
    expect(bigger.json().selectedRecipes[0].servings).toBe(8);
    expect(bigger.json().cost.totalServings).toBe(8);
  });

  it('is never seen with another guest id', async () => {
    await newGuestWithSkillet();
    const stranger = await getCart(randomUUID());
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({ selectedRecipes: [], version: 0 });
    expect(stranger.json().cost.totalPrice).toBe(0);
  });

  it('is empty, with no guest id, for a visitor who has saved nothing', async () => {
    const answer = await getCart();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ guestUserId: null, selectedRecipes: [], version: 0 });
  });

  it('keeps the later save when an older one arrives after it', async () => {
    const guest = await newGuestWithSkillet();
    expect((await save(skilletCart(5, 6), guest)).headers['x-cart-save']).toBe('saved');
    for (const older of [4, 5]) {
      const late = await save(skilletCart(older, 2), guest);
      expect(late.statusCode).toBe(200);
      expect(late.headers['x-cart-save']).toBe('stale');
      expect(late.json()).toMatchObject({ version: 5 });
      expect(late.json().selectedRecipes[0].servings).toBe(6);
    }
  });

  it('ends with the highest version when saves race', async () => {
    const guest = await newGuestWithSkillet();
    await Promise.all(
      [7, 3, 9, 8, 2].map((version) => save(skilletCart(version, 2 * version), guest)),
    );
    const stored = (await getCart(guest)).json();
    expect(stored.version).toBe(9);
    expect(stored.selectedRecipes[0].servings).toBe(18);
  });

  it('takes an empty guest id header for no guest id', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: skilletCart(1),
      headers: { 'x-guest-user-id': '' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().guestUserId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a malformed guest id rather than making a new cart', async () => {
    const answer = await save(skilletCart(1), 'not-a-guest-id');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('x-guest-user-id');
  });
});

describe('a cart that cannot be priced is refused with a 400 naming each item', () => {
  const fieldsOf = (answer: Awaited<ReturnType<typeof save>>) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    return answer.json().fields.map((f: { field: string }) => f.field);
  };

  it('servings off the recipe grid', async () => {
    // The skillet is made for 2, 4, 6... servings.
    const answer = await save({
      version: 1,
      recipes: [
        { id: 'chicken-kale-skillet', servings: 3 },
        { id: 'kale-egg-scramble', servings: 3 },
      ],
    });
    expect(fieldsOf(answer)).toEqual(['recipes.0.servings']);
    expect(answer.json().message).toMatch(/steps of 2/);
  });

  it('unknown recipe, extra product and ingredient ids, and a draft recipe', async () => {
    const answer = await save({
      version: 1,
      recipes: [
        { id: 'no-such-recipe', servings: 2 },
        { id: 'secret-draft-stew', servings: 4 },
      ],
      extraGroceries: { 'x-nothing': 1 },
      removedIngredientList: ['unobtainium'],
    });
    expect(fieldsOf(answer)).toEqual([
      'recipes.0.id',
      'recipes.1.id',
      'extraGroceries.x-nothing',
      'removedIngredientList.0',
    ]);
  });

  it('more than 100 recipes', async () => {
    const recipes = Array.from({ length: 101 }, () => ({ id: 'kale-egg-scramble', servings: 1 }));
    const answer = await save({ version: 1, recipes });
    expect(fieldsOf(answer)).toEqual(['recipes']);
    expect(answer.json().message).toMatch(/at most 100 recipes/);
  });

  it('negative and zero quantities', async () => {
    const answer = await save({
      version: 1,
      recipes: [{ id: 'kale-egg-scramble', servings: -2 }],
      extraGroceries: { 'x-sourdough': 0 },
    });
    expect(fieldsOf(answer)).toEqual(['recipes.0.servings', 'extraGroceries.x-sourdough']);
  });

  it('servings and versions beyond what a cart can hold', async () => {
    const answer = await save({
      version: 2 ** 31,
      recipes: [{ id: 'kale-egg-scramble', servings: 1_000_000 }],
    });
    expect(fieldsOf(answer)).toEqual(['version', 'recipes.0.servings']);
  });

  it('and nothing is stored', async () => {
    const guest = await newGuestWithSkillet();
    await save({ version: 2, recipes: [{ id: 'no-such-recipe', servings: 2 }] }, guest);
    expect((await getCart(guest)).json()).toMatchObject({ version: 1 });
  });
});

describe('a promo code', () => {
  const checkPromo = (guestId: string, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/check-promo',
      payload: body,
      headers: guestHeader(guestId),
    });

  it('is applied in any case, and takes its percent off the product subtotal', async () => {
    const guest = await newGuestWithSkillet();
    const before = (await getCart(guest)).json().cost;
    const answer = await checkPromo(guest, { promoCode: ' 10off ' });
    expect(answer.statusCode).toBe(200);
    const { applied, error, cart } = answer.json();
    expect({ applied, error }).toEqual({ applied: true, error: null });
    expect(cart.promo).toMatchObject({ code: '10OFF', applied: true });
    expect(cart.cost.promoDiscount).toBe(Math.round(before.subTotal * 0.1));
    expect(cart.cost.totalPrice).toBeLessThan(before.totalPrice);
    // Kept with the cart.
    expect((await getCart(guest)).json().promo).toMatchObject({ code: '10OFF', applied: true });
  });

  it('that does not exist is answered Coupon code incorrect and leaves no code', async () => {
    const guest = await newGuestWithSkillet();
    await checkPromo(guest, { promoCode: 'GREEN15' });
    const answer = await checkPromo(guest, { promoCode: 'NOPE' });
    expect(answer.json()).toMatchObject({ applied: false, error: 'Coupon code incorrect' });
    expect(answer.json().cart.promo).toBeNull();
    expect((await getCart(guest)).json().cost.promoDiscount).toBe(0);
  });

  it('below its minimum subtotal is incorrect too', async () => {
    const answer = await checkPromo(randomUUID(), { promoCode: 'FIT10' });
    expect(answer.json()).toMatchObject({ applied: false, error: 'Coupon code incorrect' });
  });

  it('is removed with isRemove', async () => {
    const guest = await newGuestWithSkillet();
    await checkPromo(guest, { promoCode: 'GREEN15' });
    const answer = await checkPromo(guest, { promoCode: 'GREEN15', isRemove: true });
    expect(answer.json()).toMatchObject({ applied: false, error: null });
    expect((await getCart(guest)).json().promo).toBeNull();
  });
});

describe('delivery and calorie details', () => {
  const post = (guestId: string, path: string, body: object) =>
    app.inject({
      method: 'POST',
      url: `/api/cart/${path}`,
      payload: body,
      headers: guestHeader(guestId),
    });

  it('before the city is known, the fee is the served cities’ range and the total counts its top', async () => {
    const before = cartAnswer.parse((await save(skilletCart(1))).json());
    // Toronto is delivered free and Halifax for $4.99, so the range reaches at least that far.
    expect(before.deliveryFees.cityKnown).toBe(false);
    expect(before.deliveryFees.lowest).toBe(0);
    expect(before.deliveryFees.highest).toBeGreaterThanOrEqual(499);
    expect(before.cost.deliveryFee).toBe(before.deliveryFees.highest);
  });

  it('the delivery city sets the fee, a shared menu waives it', async () => {
    const guest = await newGuestWithSkillet();
    const toronto = await post(guest, 'delivery-info', { city: 'Toronto', province: 'on' });
    expect(toronto.statusCode).toBe(200);
    expect(toronto.json().deliveryFees.cityKnown).toBe(true);
    expect(toronto.json().deliveryInfo).toMatchObject({ city: 'Toronto', province: 'ON' });
    expect(toronto.json().cost.deliveryFee).toBe(0);
    const halifax = await post(guest, 'delivery-info', { city: 'Halifax', province: 'NS' });
    expect(halifax.json().cost.deliveryFee).toBe(499);
    const link = 'http://localhost:3000/s/AbCdE12345';
    const shared = await post(guest, 'shared-menu', { sharedCartUrl: link });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().cost).toMatchObject({ deliveryFee: 0, waiveOffDeliveryFee: true });
    expect(shared.json()).toMatchObject({
      sharedCartUrl: link,
      deliveryInfo: { city: 'Halifax', waiveOffDeliveryFee: true },
    });
    // The shop cannot claim the waiver itself.
    const claimed = await post(guest, 'delivery-info', {
      city: 'Halifax',
      province: 'NS',
      waiveOffDeliveryFee: true,
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().fields[0].field).toBe('waiveOffDeliveryFee');
    for (const sharedCartUrl of [
      'javascript:alert(1)',
      'not a url',
      'https://elsewhere.example/s/AbCdE12345',
      'http://localhost:3000/recipes',
    ]) {
      const refused = await post(guest, 'shared-menu', { sharedCartUrl });
      expect(refused.statusCode, sharedCartUrl).toBe(400);
      expect(refused.json().fields[0].field).toBe('sharedCartUrl');
    }
  });

  it('an unknown province is refused', async () => {
    const answer = await post(randomUUID(), 'delivery-info', {
      city: 'Springfield',
      province: 'XX',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0].field).toBe('province');
  });

  it('the calorie goal is kept with the cart', async () => {
    const guest = await newGuestWithSkillet();
    const calorieInfo = {
      totalDays: 5,
      members: 2,
      caloriesOutside: 800,
      showForIndividual: true,
      mealTypes: [{ mealTypeId: 'dinner', servings: 10 }],
    };
    const answer = await post(guest, 'set-calorie-info', { calorieInfo });
    expect(answer.statusCode).toBe(200);
    expect((await getCart(guest)).json().calorieInfo).toEqual(calorieInfo);
  });
});

describe('the e-mailed shopping list', () => {
  const emailList = (body: object, guestId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/email-shopping-list',
      payload: body,
      headers: guestId ? guestHeader(guestId) : {},
    });

  it('is queued for the cart and reaches the mail folder', async () => {
    const guest = await newGuestWithSkillet();
    const answer = await emailList({ emailAddress: 'ana@example.com' }, guest);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ queued: true });
    await eventually(() => expect(mailTo(app, 'ana@example.com')).toHaveLength(1), 10_000);
    expect(mailTo(app, 'ana@example.com')[0]?.text).toMatch(/chicken/i);
  });

  it('needs a cart and an e-mail address', async () => {
    expect((await emailList({ emailAddress: 'bo@example.com' }, randomUUID())).statusCode).toBe(
      404,
    );
    const bad = await emailList({ emailAddress: 'not-an-address' }, await newGuestWithSkillet());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('emailAddress');
  });

  it('takes the address as the spec names it, emailAddress, and no other field', async () => {
    const old = await emailList({ email: 'cy@example.com' }, await newGuestWithSkillet());
    expect(old.statusCode).toBe(400);
    expect(old.json().fields.map((field: { field: string }) => field.field)).toContain(
      'emailAddress',
    );
    expect(mailTo(app, 'cy@example.com')).toEqual([]);
  });
});
