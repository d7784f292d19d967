import { randomUUID } from 'node:crypto';
import {
  type CatalogIngredient,
  catalogLoaded,
  type EventEnvelope,
  type UserOnboarded,
  userOnboarded,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { startOfShopDay } from '@mise/platform/shop-day';
import { bearerFor, buildTestServer, eventually, movableClock } from '@mise/platform/testing';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pantryService } from '../src/plugin.js';
import { lots, outbox } from '../src/store/schema.js';
import { deliveredOrder } from './support/delivered-order.js';
import { fakeCatalog, kaleIngredient, riceIngredient } from './support/fake-catalog.js';

// 10 a.m. in Toronto on Thursday, November 26, 2026.
const clock = movableClock(new Date('2026-11-26T15:00:00Z'));
const day = (date: string) => startOfShopDay(date);
let app: FastifyInstance;
let catalogIngredients: CatalogIngredient[];

beforeEach(async () => {
  clock.set(new Date('2026-11-26T15:00:00Z'));
  catalogIngredients = [kaleIngredient, riceIngredient];
  const pantry: FastifyPluginAsync = async (scope) => {
    await scope.register(pantryService, { clock: clock.now });
  };
  app = await buildTestServer([pantry, fakeCatalog(() => catalogIngredients)]);
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-ingredients']).toEqual({ ok: true });
  });
});
afterEach(async () => {
  await app.close();
});

const ana = randomUUID();
const ben = randomUUID();
const signedIn = (userId: string) => bearerFor(app, userId);

const pantryOf = (userId: string) =>
  app.inject({
    method: 'GET',
    url: '/api/users/pantry?page=0&perPage=1000',
    headers: signedIn(userId),
  });
const add = (userId: string, items: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/api/users/pantry',
    headers: signedIn(userId),
    payload: { items, countryCode: 'CA' },
  });
const remove = (userId: string, ids: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/users/pantry/updateGroceriesAvailability?items=${encodeURIComponent(JSON.stringify(ids))}`,
    headers: signedIn(userId),
  });
const edit = (userId: string, items: unknown[]) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/pantry/updateGroceriesDetails',
    headers: signedIn(userId),
    payload: { items },
  });

const kale = { id: 'kale', quantity: 2, units: 'bunch', expiryDate: day('2026-11-30') };
const rice = { id: 'rice', quantity: 500, units: 'g', expiryDate: null };

/** The ids of a shopper's lots, in the order the pantry lists them. */
async function lotIdsOf(userId: string): Promise<string[]> {
  const { userPantryItems } = (await pantryOf(userId)).json();
  return userPantryItems.flatMap((row: { lots: { id: string }[] }) => row.lots.map((l) => l.id));
}

async function stored() {
  const { db } = app.infra.database;
  const [held] = await db.select({ n: count() }).from(lots);
  const [events] = await db.select({ n: count() }).from(outbox);
  return { lots: held?.n, events: events?.n };
}

describe('a shopper’s pantry', () => {
  it('is empty at first', async () => {
    const answer = await pantryOf(ana);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      userPantryItems: [],
      wastedThisMonth: { cents: 0, grams: 0 },
      total: 0,
      page: 0,
      perPage: 1000,
    });
  });

  it('lists what was added, one row per ingredient with its lots inside', async () => {
    const added = await add(ana, [
      kale,
      rice,
      { ...rice, quantity: 250, expiryDate: day('2027-02-01') },
    ]);
    expect(added.statusCode).toBe(201);
    const answer = await pantryOf(ana);
    expect(answer.json()).toEqual(added.json());
    const { userPantryItems, total } = answer.json();
    expect(total).toBe(2);
    expect(userPantryItems).toEqual([
      {
        ingredientId: 'kale',
        name: 'Kale',
        image: '/api/images/ingredients/kale.svg',
        category: 'Produce',
        quantity: 2,
        units: 'bunch',
        expiryDate: day('2026-11-30'),
        lots: [
          {
            id: expect.any(String),
            quantity: 2,
            units: 'bunch',
            purchaseDate: '2026-11-26',
            expiryDate: day('2026-11-30'),
            source: 'manual',
            orderId: null,
          },
        ],
      },
      {
        ingredientId: 'rice',
        name: 'Long grain white rice',
        image: '/api/images/ingredients/rice.svg',
        category: 'Grains & Pasta',
        quantity: 750,
        units: 'g',
        expiryDate: day('2027-02-01'),
        lots: [
          expect.objectContaining({ quantity: 250, expiryDate: day('2027-02-01') }),
          // Added without a date: rice keeps 730 days from today.
          expect.objectContaining({ quantity: 500, expiryDate: day('2028-11-25') }),
        ],
      },
    ]);
  });

  it('pages its rows', async () => {
    await add(ana, [kale, rice]);
    const second = await app.inject({
      method: 'GET',
      url: '/api/users/pantry?page=1&perPage=1',
      headers: signedIn(ana),
    });
    expect(second.json()).toMatchObject({ total: 2, page: 1, perPage: 1 });
    expect(
      second.json().userPantryItems.map((row: { ingredientId: string }) => row.ingredientId),
    ).toEqual(['rice']);
  });

  it('loses the lots the shopper no longer has', async () => {
    await add(ana, [kale, rice]);
    const [kaleLot, riceLot] = await lotIdsOf(ana);
    const answer = await remove(ana, [kaleLot]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().userPantryItems).toEqual([
      expect.objectContaining({
        ingredientId: 'rice',
        lots: [expect.objectContaining({ id: riceLot })],
      }),
    ]);
    expect(await lotIdsOf(ana)).toEqual([riceLot]);
  });

  it('takes new quantities and expiry dates, and clears an expiry date', async () => {
    await add(ana, [kale, rice]);
    const [kaleLot, riceLot] = await lotIdsOf(ana);
    const answer = await edit(ana, [
      { id: kaleLot, quantity: 0.5, expiryDate: null },
      { id: riceLot, expiryDate: day('2026-12-24') },
    ]);
    expect(answer.statusCode).toBe(200);
    const [kaleRow, riceRow] = (await pantryOf(ana)).json().userPantryItems;
    expect(kaleRow.lots[0]).toMatchObject({ quantity: 0.5, expiryDate: null });
    expect(riceRow.lots[0]).toMatchObject({ quantity: 500, expiryDate: day('2026-12-24') });
  });

  it('takes an expiry date of today, in Toronto, late in the evening', async () => {
    clock.set(new Date('2026-11-27T04:30:00Z'));
    const answer = await add(ana, [{ ...kale, expiryDate: day('2026-11-26') }]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().userPantryItems[0].lots[0].purchaseDate).toBe('2026-11-26');
  });

  it('announces every change with the whole pantry, through the outbox', async () => {
    const received: EventEnvelope[] = [];
    await app.infra.bus.subscribe({
      consumer: 'pantry-test',
      types: ['pantry.changed'],
      handle: async (event) => {
        received.push(event);
      },
    });
    await add(ana, [kale]);
    const [kaleLot] = await lotIdsOf(ana);
    await remove(ana, [kaleLot]);

    await eventually(() => expect(received).toHaveLength(2));
    expect(received[0]).toMatchObject({
      type: 'pantry.changed',
      version: 1,
      source: 'pantry',
      subject: ana,
      data: {
        userId: ana,
        lots: [
          {
            id: kaleLot,
            ingredientId: 'kale',
            quantity: 2,
            unit: 'bunch',
            // The catalog does not size a bunch of kale: pricing cannot count this lot.
            baseQuantity: null,
            expiresOn: '2026-11-30',
            source: 'manual',
          },
        ],
      },
    });
    expect(received[1]?.data).toEqual({ userId: ana, lots: [] });
    await eventually(async () => {
      const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(readiness.json().checks['outbox:pantry']).toEqual({ ok: true, backlog: 0 });
    });
  });
});

describe('the catalog’s ingredients in the pantry', () => {
  it('date a lot added without an expiry date by its ingredient’s shelf life', async () => {
    const answer = await add(ana, [
      { ...kale, expiryDate: null },
      { ...rice, expiryDate: undefined },
    ]);
    expect(answer.statusCode).toBe(201);
    const [kaleRow, riceRow] = answer.json().userPantryItems;
    // Bought on November 26: kale keeps 3 days, rice 730.
    expect(kaleRow).toMatchObject({ expiryDate: day('2026-11-29') });
    expect(kaleRow.lots[0]).toMatchObject({
      purchaseDate: '2026-11-26',
      expiryDate: day('2026-11-29'),
    });
    expect(riceRow.lots[0]).toMatchObject({ expiryDate: day('2028-11-25') });
  });

  it('keep a date the shopper picked', async () => {
    const answer = await add(ana, [{ ...kale, expiryDate: day('2026-12-10') }]);
    expect(answer.json().userPantryItems[0].lots[0].expiryDate).toBe(day('2026-12-10'));
  });

  it('refuse an ingredient the catalog does not sell, naming the item, and nothing changes', async () => {
    const answer = await add(ana, [kale, { ...rice, id: 'unobtainium' }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      {
        field: 'items.1.id',
        rule: 'known-ingredient',
        message: 'items.1.id must be an ingredient of the shop',
      },
    ]);
    expect(await stored()).toEqual({ lots: 0, events: 0 });
  });

  it('are fetched again when the catalog announces a new version', async () => {
    await add(ana, [kale]);
    catalogIngredients = [{ ...kaleIngredient, name: 'Curly kale' }, riceIngredient];
    await app.infra.bus.publish([
      newEvent(catalogLoaded, {
        source: 'catalog',
        subject: 'catalog',
        data: { catalogVersion: 'a-newer-catalog', recipes: 0, ingredients: 2, products: 0 },
      }),
    ]);
    await eventually(async () => {
      expect((await pantryOf(ana)).json().userPantryItems[0].name).toBe('Curly kale');
    });
  });

  it('name an ingredient the catalog no longer has by its id', async () => {
    await add(ana, [kale]);
    catalogIngredients = [riceIngredient];
    await app.infra.bus.publish([
      newEvent(catalogLoaded, {
        source: 'catalog',
        subject: 'catalog',
        data: { catalogVersion: 'without-kale', recipes: 0, ingredients: 1, products: 0 },
      }),
    ]);
    await eventually(async () => {
      expect((await pantryOf(ana)).json().userPantryItems[0]).toMatchObject({
        ingredientId: 'kale',
        name: 'kale',
        image: '',
        category: '',
      });
    });
  });
});

describe('what arrives by event', () => {
  type Amount = { ingredientId: string; quantity: number };
  const inGrams = (amounts: Amount[]) =>
    amounts.map((amount) => ({ ...amount, name: amount.ingredientId, unit: 'g' }));
  const delivered = (orderId: string, leftovers: Amount[], pantryUsed: Amount[] = []) =>
    deliveredOrder({
      orderId,
      userId: ana,
      // 9 p.m. in Toronto on Friday, November 27.
      deliveredAt: '2026-11-28T02:00:00.000Z',
      leftovers: inGrams(leftovers),
      pantryUsed: inGrams(pantryUsed),
    });
  const lotsNow = async () =>
    (await pantryOf(ana))
      .json()
      .userPantryItems.flatMap((row: { ingredientId: string; lots: Record<string, unknown>[] }) =>
        row.lots.map((lot) => ({ ingredientId: row.ingredientId, ...lot })),
      );

  it('stocks a delivered order’s leftovers once, however often it is delivered', async () => {
    const order = randomUUID();
    const first = delivered(order, [
      { ingredientId: 'kale', quantity: 150 },
      { ingredientId: 'rice', quantity: 0 },
    ]);
    await app.infra.bus.publish([first, first]);
    // Behind the repeat on the same order: once its rice shows, the repeat was handled.
    await app.infra.bus.publish([
      first,
      delivered(order, [{ ingredientId: 'rice', quantity: 400 }]),
    ]);
    await eventually(async () => expect(await lotsNow()).toHaveLength(2));

    expect(await lotsNow()).toEqual([
      expect.objectContaining({
        ingredientId: 'kale',
        quantity: 150,
        units: 'g',
        purchaseDate: '2026-11-27',
        // Kale keeps 3 days from its delivery day.
        expiryDate: day('2026-11-30'),
        source: 'order',
        orderId: order,
      }),
      expect.objectContaining({
        ingredientId: 'rice',
        quantity: 400,
        expiryDate: day('2028-11-26'),
      }),
    ]);
  });

  it('takes what the recipes used from the pantry, soonest-expiring lots first', async () => {
    await add(ana, [
      { ...rice, quantity: 1000, expiryDate: day('2026-12-20') },
      { ...rice, quantity: 300, expiryDate: day('2026-12-01') },
      // Gone off before the delivery day: not what the recipes were priced with.
      { ...rice, quantity: 2000, expiryDate: day('2026-11-26') },
    ]);
    await app.infra.bus.publish([
      delivered(
        randomUUID(),
        [{ ingredientId: 'kale', quantity: 50 }],
        [{ ingredientId: 'rice', quantity: 500 }],
      ),
    ]);
    // The kale arrives in the same change as the rice is taken.
    await eventually(async () =>
      expect((await lotsNow()).map((lot: { ingredientId: string }) => lot.ingredientId)).toContain(
        'kale',
      ),
    );

    expect(
      (await lotsNow()).map((lot: Record<string, unknown>) => [
        lot.ingredientId,
        lot.quantity,
        lot.expiryDate,
      ]),
    ).toEqual([
      ['kale', 50, day('2026-11-30')],
      ['rice', 2000, day('2026-11-26')],
      // The 300 g expiring first are used up, then 200 g of the kilogram.
      ['rice', 800, day('2026-12-20')],
    ]);
  });

  it('counts a delivery in the unit the shopper already counts the ingredient in', async () => {
    await add(ana, [{ ...rice, quantity: 1, units: 'kg' }]);
    await app.infra.bus.publish([
      delivered(randomUUID(), [{ ingredientId: 'rice', quantity: 250 }]),
    ]);
    await eventually(async () => {
      const [row] = (await pantryOf(ana)).json().userPantryItems;
      expect(row).toMatchObject({ quantity: 1.25, units: 'kg' });
    });
  });

  it('stocks the groceries chosen in onboarding once', async () => {
    const onboarded = (groceries: UserOnboarded['groceries']) =>
      newEvent(userOnboarded, {
        source: 'identity',
        subject: ana,
        data: { userId: ana, diet: 'everything', allergies: [], servings: 2, groceries },
      });
    const chosen = onboarded([
      { id: 'kale', name: 'Kale', quantity: 2, units: 'g', expiryDate: day('2026-12-01') },
      { id: 'rice', name: 'Rice', quantity: 1, units: 'kg', expiryDate: null },
    ]);
    // Behind the repeat on the same shopper: once its kale shows, the repeat was handled.
    const marker = onboarded([
      { id: 'kale', name: 'Kale', quantity: 5, units: 'g', expiryDate: day('2026-12-02') },
    ]);
    await app.infra.bus.publish([chosen, chosen, marker]);
    await eventually(async () => expect(await lotsNow()).toHaveLength(3));

    const lots = await lotsNow();
    expect(
      lots.map((lot: Record<string, unknown>) => [
        lot.ingredientId,
        lot.quantity,
        lot.source,
        lot.expiryDate,
      ]),
    ).toEqual([
      ['kale', 2, 'onboarding', day('2026-12-01')],
      ['kale', 5, 'onboarding', day('2026-12-02')],
      // Rice keeps 730 days from today, the day it was chosen.
      ['rice', 1, 'onboarding', day('2028-11-25')],
    ]);
  });
});

describe('only its shopper reaches a pantry', () => {
  it('answers 401 to a guest on every call, and stores nothing', async () => {
    const calls = [
      { method: 'GET', url: '/api/users/pantry' },
      { method: 'POST', url: '/api/users/pantry', payload: { items: [kale] } },
      {
        method: 'PUT',
        url: `/api/users/pantry/updateGroceriesAvailability?items=${encodeURIComponent(`["${randomUUID()}"]`)}`,
      },
      {
        method: 'PUT',
        url: '/api/users/pantry/updateGroceriesDetails',
        payload: { items: [{ id: randomUUID(), quantity: 1 }] },
      },
    ] as const;
    for (const call of calls) {
      const answer = await app.inject(call);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await stored()).toEqual({ lots: 0, events: 0 });
  });

  it('shows another shopper none of its lots', async () => {
    await add(ana, [kale, rice]);
    expect((await pantryOf(ben)).json().userPantryItems).toEqual([]);
  });

  it('answers 404 when another shopper removes or edits its lots, and nothing changes', async () => {
    await add(ana, [kale, rice]);
    await add(ben, [rice]);
    const anaLots = await lotIdsOf(ana);
    const [benLot] = await lotIdsOf(ben);
    const before = await stored();
    const attempts = [
      ...anaLots.map((id) => remove(ben, [id])),
      remove(ben, [benLot, ...anaLots]),
      ...anaLots.map((id) => edit(ben, [{ id, quantity: 1 }])),
      edit(ben, [
        { id: benLot, quantity: 1 },
        { id: anaLots[0], expiryDate: null },
      ]),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await stored()).toEqual(before);
    expect(await lotIdsOf(ana)).toEqual(anaLots);
    expect((await pantryOf(ana)).json().userPantryItems[0].lots[0]).toMatchObject({
      quantity: 2,
      expiryDate: day('2026-11-30'),
    });
    expect((await pantryOf(ben)).json().userPantryItems[0].lots[0].quantity).toBe(500);
  });

  it('answers an unknown id as it answers another shopper’s', async () => {
    const unknown = randomUUID();
    const answer = await remove(ana, [unknown]);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(`Your pantry has no item with the id ${unknown}.`);
  });
});

describe('bad input is refused with a problem naming the item, and nothing changes', () => {
  const expectRefused = async (
    answer: Awaited<ReturnType<typeof add>>,
    fields: Array<[string, string]>,
  ) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = answer.json();
    expect(problem.fields.map((f: { field: string; rule: string }) => [f.field, f.rule])).toEqual(
      fields,
    );
    return problem;
  };

  it('an item to add with a quantity below 1, or not a number', async () => {
    const problem = await expectRefused(
      await add(ana, [kale, { ...rice, quantity: 0.5 }, { ...rice, quantity: '3' }]),
      [
        ['items.1.quantity', 'too_small'],
        ['items.2.quantity', 'invalid_type'],
      ],
    );
    expect(problem.fields[0].message).toBe('items.1.quantity must be at least 1');
    expect(await stored()).toEqual({ lots: 0, events: 0 });
  });

  it('an item to add without an ingredient or a unit', async () => {
    await expectRefused(await add(ana, [{ quantity: 1 }]), [
      ['items.0.id', 'invalid_type'],
      ['items.0.units', 'invalid_type'],
    ]);
    expect(await stored()).toEqual({ lots: 0, events: 0 });
  });

  it('an expiry date before today', async () => {
    const problem = await expectRefused(
      await add(ana, [kale, { ...rice, expiryDate: day('2026-11-25') }]),
      [['items.1.expiryDate', 'not-before-today']],
    );
    expect(problem.fields[0].message).toBe('items.1.expiryDate must not be before today');
    expect(await stored()).toEqual({ lots: 0, events: 0 });
  });

  it('an ingredient in another unit than the one held', async () => {
    await add(ana, [rice]);
    const before = await stored();
    await expectRefused(await add(ana, [{ ...rice, units: 'cup' }]), [
      ['items.0.units', 'same-unit'],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('an edit to 0, to an expiry before today, or with nothing to change', async () => {
    await add(ana, [kale]);
    const [kaleLot] = await lotIdsOf(ana);
    const before = await stored();
    await expectRefused(await edit(ana, [{ id: kaleLot, quantity: 0 }]), [
      ['items.0.quantity', 'too_small'],
    ]);
    await expectRefused(
      await edit(ana, [
        { id: kaleLot, quantity: 1 },
        { id: kaleLot, expiryDate: day('2026-11-01') },
      ]),
      [['items.1.expiryDate', 'not-before-today']],
    );
    await expectRefused(await edit(ana, [{ id: kaleLot }]), [['items.0', 'custom']]);
    await expectRefused(await edit(ana, [{ id: 'kale', quantity: 1 }]), [
      ['items.0.id', 'invalid_format'],
    ]);
    expect(await stored()).toEqual(before);
    expect((await pantryOf(ana)).json().userPantryItems[0].lots[0].quantity).toBe(2);
  });

  it('a removal list that is not JSON, not a list of ids, or empty', async () => {
    await add(ana, [kale]);
    const before = await stored();
    const bare = (query: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/pantry/updateGroceriesAvailability${query}`,
        headers: signedIn(ana),
      });
    await expectRefused(await bare(''), [['items', 'invalid_type']]);
    await expectRefused(await bare('?items=%5B'), [['items', 'custom']]);
    await expectRefused(await remove(ana, { id: 'x' }), [['items', 'invalid_type']]);
    await expectRefused(await remove(ana, ['kale']), [['items.0', 'invalid_format']]);
    await expectRefused(await remove(ana, []), [['items', 'too_small']]);
    expect(await stored()).toEqual(before);
  });

  it('a page out of range', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/users/pantry?page=-1&perPage=5000',
      headers: signedIn(ana),
    });
    await expectRefused(answer, [
      ['page', 'too_small'],
      ['perPage', 'too_big'],
    ]);
  });
});
