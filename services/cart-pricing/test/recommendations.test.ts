import { randomUUID } from 'node:crypto';
import { recommendationsAnswer } from '@mise/contracts';
import { daysAfter, shopDayAt } from '@mise/platform/shop-day';
import { bearerFor, buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PantryLot } from '../src/domain/pantry.js';
import { indexCatalog, priceCart } from '../src/domain/pricing-engine.js';
import { keepPantryCopy, pantryCopyOf } from '../src/read-models/pantries/pantry-copies.js';
import { recommendationRoutes } from '../src/routes/recommendations.js';
import { kitchen } from '../src/testing/kitchen.js';
import { announcePantry, pantryLot, skilletCart, startCartShop } from './cart-shop.js';

const ranking = (answer: { json(): unknown }) =>
  recommendationsAnswer
    .parse(answer.json())
    .recipes.map((r) => [r._id, r.saveUpto, r.freeServings, r.commonIngredients]);

const fields = (answer: { json(): { fields?: { field: string }[] } }) =>
  answer.json().fields?.map((f) => f.field);

describe('recommendation routes on the hand-made kitchen', () => {
  let app: FastifyInstance;
  /**
   * Pantries by the header naming a signed-in shopper: the service's pantry copies stand behind
   * loadPantry in production (read-models/pantries).
   */
  const pantries = new Map<string, PantryLot[]>([
    [
      'cook',
      [
        { ingredientId: 'rice', baseQuantity: 600, expiresOn: '2026-12-01' },
        { ingredientId: 'onion', baseQuantity: 2, expiresOn: '2026-11-28' },
        { ingredientId: 'butter', baseQuantity: 50, expiresOn: null },
        // Gone off before today: not counted.
        { ingredientId: 'milk', baseQuantity: 1000, expiresOn: '2026-11-25' },
      ],
    ],
    ['bare-shelves', []],
  ]);

  beforeAll(async () => {
    const catalog = indexCatalog(kitchen);
    app = await buildTestServer([
      async (server) => {
        await server.register(recommendationRoutes, {
          prefix: '/api/recommendation',
          catalog: () => catalog,
          loadPantry: async (request) => pantries.get(String(request.headers['x-shopper'])),
          today: () => '2026-11-26',
          price: priceCart,
        });
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (body: unknown, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/recommendation/commonIngredientsRecipe${query}`,
      payload: body as object,
    });
  const risotto = { cartRecipes: [{ id: 'risotto', servings: 2 }] };

  it('ranks the recipes by the share of their own cost that adding them does not add', async () => {
    // Risotto for 2 buys 900 g of rice (600 g left over), 1 l of milk and 454 g of butter.
    const answer = await post(risotto);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ranking(answer)).toEqual([
      // Saffron has no product, so rice is all Paella is bought for: free, 2 servings on its grid.
      ['paella', 100, 2, ['rice']],
      ['rice-bowl', 100, 6, ['rice']],
      // Alone: 2 onions 138, rice 199, a pack of butter 599. Added: the 3-onion bag in place
      // of the single onion, 110. (936 - 110) / 936.
      ['pilaf', 88, 0, ['rice', 'butter']],
    ]);
    expect(answer.json().recipes[0]).toMatchObject({ recipeScore: { saveUpto: 100 } });
  });

  it('prices the cart without the removed ingredients', async () => {
    const answer = await post({ ...risotto, removedIngredientList: ['rice'] });
    expect(ranking(answer)).toEqual([
      // Onions 138 and butter 599 alone, 110 added; Paella's rice is removed, saffron unsold.
      ['pilaf', 85, 0, ['butter']],
      ['paella', 0, 0, []],
      ['rice-bowl', 0, 0, []],
    ]);
  });

  it('applies the filters of the query', async () => {
    expect(ranking(await post(risotto, '?search=BOWL'))).toEqual([['rice-bowl', 100, 6, ['rice']]]);
    expect(ranking(await post(risotto, '?caloriesMax=450'))).toEqual([
      ['pilaf', 88, 0, ['rice', 'butter']],
    ]);
  });

  it('answers 400 naming the cart items and query fields at fault', async () => {
    const offGrid = await post({ cartRecipes: [{ id: 'risotto', servings: 3 }] });
    expect(offGrid.statusCode).toBe(400);
    expect(fields(offGrid)).toEqual(['cartRecipes.0.servings']);

    const unknown = await post({
      cartRecipes: [
        { id: 'paella', servings: 2 },
        { id: 'nope', servings: 2 },
      ],
    });
    expect(fields(unknown)).toEqual(['cartRecipes.1.id']);

    const badQuery = await post(risotto, '?cookingTimeMax=-5&limit=1000');
    expect(badQuery.statusCode).toBe(400);
    expect(fields(badQuery)).toEqual(['cookingTimeMax', 'limit']);

    const misspelt = await post(risotto, '?diet=carnivore&colour=red');
    expect(misspelt.statusCode).toBe(400);
    expect(fields(misspelt)?.sort()).toEqual(['colour', 'diet']);

    const noBody = await post({});
    expect(fields(noBody)).toEqual(['cartRecipes']);
  });

  describe('GET /unusedIngredientsRecipe', () => {
    const get = (shopper?: string, query = '') =>
      app.inject({
        method: 'GET',
        url: `/api/recommendation/unusedIngredientsRecipe${query}`,
        headers: shopper ? { 'x-shopper': shopper } : {},
      });
    const pantryRanking = (answer: { json(): unknown }) =>
      recommendationsAnswer
        .parse(answer.json())
        .recipes.map((r) => [r._id, r.saveUpto, r.commonIngredients, r.pantryExpiry]);

    it('ranks the recipes that cook the pantry, soonest-expiring lots first', async () => {
      const answer = await get('cook');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(pantryRanking(answer)).toEqual([
        // The onions go off first. Pilaf's 2 onions, 500 g of rice and 20 g of butter are all
        // held: nothing to buy. Risotto buys only its milk (289 of its 1,156 cents): 75 %.
        ['pilaf', 100, ['onion', 'rice', 'butter'], '2026-11-28'],
        ['risotto', 75, ['onion', 'rice', 'butter'], '2026-11-28'],
        // Then the rice; Paella's saffron has no product, so rice is all it is bought for.
        ['paella', 100, ['rice'], '2026-12-01'],
        ['rice-bowl', 100, ['rice'], '2026-12-01'],
      ]);
    });

    it('answers no recipes to a guest or for an empty pantry', async () => {
      expect((await get()).json()).toEqual({ recipes: [] });
      expect((await get('bare-shelves')).json()).toEqual({ recipes: [] });
    });

    it('refuses a bad filter, naming it', async () => {
      const answer = await get('cook', '?limit=0');
      expect(answer.statusCode).toBe(400);
      expect(fields(answer)).toEqual(['limit']);
    });
  });
});

describe('recommendations through the cart-pricing service', () => {
  let app: FastifyInstance;
  // Seeding the catalog into PGlite and loading the copy take a while on a busy machine.
  beforeAll(async () => {
    app = await startCartShop();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const ana = randomUUID();
  const ben = randomUUID();
  const lot = pantryLot;
  const recommendedTo = async (userId: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/recommendation/unusedIngredientsRecipe',
      headers: bearerFor(app, userId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return recommendationsAnswer.parse(answer.json()).recipes;
  };

  it('recommends from the pantry the pantry service announced, to its shopper alone', async () => {
    const today = shopDayAt(new Date());
    expect(await recommendedTo(ana)).toEqual([]);
    await announcePantry(app, ana, [
      lot('kale', 200, daysAfter(today, 2)),
      lot('parmesan', 100, null),
      // Expired yesterday: nothing is recommended for it.
      lot('chicken-breast', 600, daysAfter(today, -1)),
    ]);
    await eventually(async () => expect(await recommendedTo(ana)).not.toEqual([]));

    const recipes = await recommendedTo(ana);
    for (const recipe of recipes) {
      expect(recipe.commonIngredients).not.toContain('chicken-breast');
      expect(recipe.commonIngredients.some((id) => ['kale', 'parmesan'].includes(id))).toBe(true);
    }
    expect(recipes[0]).toMatchObject({ pantryExpiry: daysAfter(today, 2) });
    expect(recipes[0]?.commonIngredients).toContain('kale');
    expect(recipes.at(-1)).toMatchObject({ pantryExpiry: null, commonIngredients: ['parmesan'] });
    expect(await recommendedTo(ben)).toEqual([]);
  });

  it('keeps the newest pantry announced, whatever arrives late', async () => {
    const { db } = app.infra.database;
    const newer = { userId: ben, lots: [lot('kale', 100, null)] };
    await keepPantryCopy(db, newer, new Date('2026-11-26T12:00:01Z'));
    await keepPantryCopy(db, { userId: ben, lots: [] }, new Date('2026-11-26T12:00:00Z'));
    expect(await pantryCopyOf(db, ben)).toEqual([
      { ingredientId: 'kale', baseQuantity: 100, expiresOn: null },
    ]);
    await keepPantryCopy(db, { userId: ben, lots: [] }, new Date('2026-11-26T12:00:02Z'));
    expect(await pantryCopyOf(db, ben)).toEqual([]);
  });

  it('recommends for a cart in the body', async () => {
    const fromBody = await app.inject({
      method: 'POST',
      url: '/api/recommendation/commonIngredientsRecipe',
      payload: { cartRecipes: skilletCart(1).recipes },
    });
    expect(fromBody.statusCode, fromBody.body).toBe(200);
    const recipes = recommendationsAnswer.parse(fromBody.json()).recipes;
    expect(recipes.map((r) => r._id)).not.toContain('chicken-kale-skillet');
    expect(recipes.some((r) => r.commonIngredients.length > 0)).toBe(true);
  });
});
