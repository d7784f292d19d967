import { recommendationsAnswer } from '@mise/contracts';
import { buildTestServer } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartInput, indexCatalog, priceCart } from '../src/domain/pricing-engine.js';
import { recommendationRoutes } from '../src/routes/recommendations.js';
import { cartInput } from '../src/testing/copy-builder.js';
import { kitchen } from '../src/testing/kitchen.js';
import { guestHeader, skilletCart, startCartShop } from './cart-shop.js';

const ranking = (answer: { json(): unknown }) =>
  recommendationsAnswer
    .parse(answer.json())
    .recipes.map((r) => [r._id, r.saveUpto, r.freeServings, r.commonIngredients]);

const fields = (answer: { json(): { fields?: { field: string }[] } }) =>
  answer.json().fields?.map((f) => f.field);

describe('recommendation routes on the hand-made kitchen', () => {
  let app: FastifyInstance;
  /** Saved carts by guest id: the service's store stands behind loadCart in production. */
  const saved = new Map<string, CartInput>([
    ['pilaf-guest', cartInput({ recipes: [{ id: 'pilaf', servings: 4 }] })],
    ['gone-guest', cartInput({ recipes: [{ id: 'no-longer-sold', servings: 2 }] })],
  ]);

  beforeAll(async () => {
    const catalog = indexCatalog(kitchen);
    app = await buildTestServer([
      async (server) => {
        await server.register(recommendationRoutes, {
          prefix: '/api/recommendation',
          catalog: () => catalog,
          loadCart: async (request) => saved.get(String(request.headers['x-guest-user-id'])),
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
    const get = (guest?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/recommendation/unusedIngredientsRecipe',
        headers: guest ? { 'x-guest-user-id': guest } : {},
      });

    it("ranks by the saved cart's leftovers, leaving its recipes out", async () => {
      const answer = await get('pilaf-guest');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ranking(answer).map(([id]) => id)).not.toContain('pilaf');
      expect(ranking(answer)[0]).toEqual(['paella', 100, 2, ['rice']]);
    });

    it('answers no recipes without a saved cart', async () => {
      expect((await get()).json()).toEqual({ recipes: [] });
    });

    it('answers 409 for a saved cart the catalog can no longer price', async () => {
      const answer = await get('gone-guest');
      expect(answer.statusCode).toBe(409);
      expect(fields(answer)).toEqual(['recipes.0.id']);
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

  it("recommends from a guest's saved cart and from a cart in the body", async () => {
    const guest = '0193a5f0-0000-7000-8000-000000000031';
    const save = await app.inject({
      method: 'POST',
      url: '/api/cart?getGroceries=true',
      headers: guestHeader(guest),
      payload: skilletCart(1),
    });
    expect(save.statusCode, save.body).toBe(200);

    const fromSaved = await app.inject({
      method: 'GET',
      url: '/api/recommendation/unusedIngredientsRecipe',
      headers: guestHeader(guest),
    });
    expect(fromSaved.statusCode, fromSaved.body).toBe(200);
    const saved = recommendationsAnswer.parse(fromSaved.json()).recipes;
    expect(saved.map((r) => r._id)).not.toContain('chicken-kale-skillet');
    expect(saved.some((r) => r.commonIngredients.length > 0)).toBe(true);

    const fromBody = await app.inject({
      method: 'POST',
      url: '/api/recommendation/commonIngredientsRecipe',
      payload: { cartRecipes: skilletCart(1).recipes },
    });
    expect(fromBody.statusCode, fromBody.body).toBe(200);
    expect(recommendationsAnswer.parse(fromBody.json()).recipes).toEqual(saved);
  });
});
