import {
  categoryRecipesAnswer,
  curatedBoxDetail,
  curatedRecipesAnswer,
  extraProductsAnswer,
  ingredientsAnswer,
  initializeAnswer,
  linkInBioAnswer,
  recipeDetail,
  recipeFiltersAnswer,
  recipePage,
} from '@mise/contracts';
import { buildTestServer } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '../src/plugin.js';
import { miniCatalogFolder } from '../src/testing/mini-catalog.js';
import { miniCatalogWith } from './fixtures/catalog-copy.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestServer([catalogService], { CATALOG_SEED_DIR: miniCatalogFolder });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function ok(url: string) {
  const answer = await get(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

const recipeIds = (answer: { json(): { recipes: { _id: string }[] } }) =>
  answer.json().recipes.map((recipe) => recipe._id);

async function expectProblem(url: string, status: number, fields?: string[]) {
  const answer = await get(url);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = answer.json();
  if (fields) expect(problem.fields.map((f: { field: string }) => f.field)).toEqual(fields);
  return problem;
}

describe('GET /api/recipes/all', () => {
  it('lists published recipes by name, ten to a page, in the contract shape', async () => {
    const answer = await ok('/api/recipes/all');
    const page = recipePage.parse(answer.json());
    expect(page).toMatchObject({ page: 1, limit: 10, totalCount: 6, totalPages: 1 });
    expect(page.recipes[0]?.name).toBe('Chickpea Coconut Curry');
    expect(page.recipes[0]?.images.url).toBe('/api/images/recipes/chickpea-curry.svg');
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('applies the shopper filters together', async () => {
    expect(recipeIds(await ok('/api/recipes/all?diet=vegetarian&allergies=milk'))).toEqual([
      'chickpea-curry',
    ]);
    expect(recipeIds(await ok('/api/recipes/all?categories=italian&mealTypes=snack'))).toEqual([
      'parmesan-chickpea-bites',
    ]);
    expect(recipeIds(await ok('/api/recipes/all?cookingTimeMax=25&difficultyLevel=easy'))).toEqual([
      'kale-egg-scramble',
      'chicken-kale-skillet',
    ]);
    expect(recipeIds(await ok('/api/recipes/all?ingredients=kale&ingredients=egg'))).toEqual([
      'kale-egg-scramble',
    ]);
  });

  it('treats a blank diet and "everything" as no diet', async () => {
    expect((await ok('/api/recipes/all?diet=')).json().totalCount).toBe(6);
    expect((await ok('/api/recipes/all?diet=everything')).json().totalCount).toBe(6);
  });

  it('searches with typos forgiven', async () => {
    expect(new Set(recipeIds(await ok('/api/recipes/all?search=cury')))).toEqual(
      new Set(['chickpea-curry', 'thai-red-curry-chicken']),
    );
  });

  it('pages, and caps the list at recipeLimit', async () => {
    const page = (await ok('/api/recipes/all?page=2&limit=4')).json();
    expect(page).toMatchObject({ page: 2, limit: 4, totalCount: 6, totalPages: 2 });
    expect(page.recipes).toHaveLength(2);
    expect((await ok('/api/recipes/all?recipeLimit=5&limit=2')).json()).toMatchObject({
      totalCount: 5,
      totalPages: 3,
    });
  });

  it("shows a storefront's recipes only", async () => {
    expect(recipeIds(await ok('/api/recipes/all?influencerId=greenkitchen'))).toEqual([
      'chickpea-curry',
      'parmesan-chickpea-bites',
      'kale-egg-scramble',
    ]);
    expect(
      (await ok('/api/recipes/all?influencerId=greenkitchen&isDefaultInfluencer=true')).json()
        .totalCount,
    ).toBe(6);
  });

  it('refuses bad filters with a 400 naming the parameter', async () => {
    await expectProblem('/api/recipes/all?cookingTimeMax=abc', 400, ['cookingTimeMax']);
    const diet = await expectProblem('/api/recipes/all?diet=carnivore', 400, ['diet']);
    expect(diet.fields[0].message).toBe(
      'diet must be one of everything, vegetarian, vegan, pescatarian, gluten-free, dairy-free, keto, paleo',
    );
    expect((await ok('/api/recipes/all?diet=')).json().totalCount).toBe(
      (await ok('/api/recipes/all')).json().totalCount,
    );
    const problem = await expectProblem('/api/recipes/all?cookingTimeMx=20', 400, [
      'cookingTimeMx',
    ]);
    expect(problem.message).toContain('cookingTimeMx');
    await expectProblem('/api/recipes/all?caloriesMin=800&caloriesMax=200', 400, ['caloriesMin']);
    await expectProblem('/api/recipes/all?limit=0', 400, ['limit']);
    await expectProblem('/api/recipes/all?influencerId=nobody', 400, ['influencerId']);
  });
});

describe('GET /api/recipes/filters', () => {
  it('offers the vocabularies and slider limits rounded outward to tens', async () => {
    const filters = recipeFiltersAnswer.parse((await ok('/api/recipes/filters')).json());
    const { limits } = filters;
    expect(limits.cookingTimeMin).toBe(10);
    expect(limits.cookingTimeMax).toBe(50);
    for (const value of Object.values(limits)) expect(value % 10).toBe(0);
    expect(filters.difficulties).toEqual(['easy', 'medium', 'hard']);
    expect(filters.diets).toHaveLength(8);
  });

  it("narrows the limits and counts to a storefront's recipes", async () => {
    const fit = (await ok('/api/recipes/filters?influencerId=fitfuel')).json();
    // The only fitfuel recipe takes 25 minutes.
    expect([fit.limits.cookingTimeMin, fit.limits.cookingTimeMax]).toEqual([20, 30]);
    const highProtein = fit.categories.find((c: { _id: string }) => c._id === 'high-protein');
    expect(highProtein.recipeCount).toBe(1);
  });
});

describe('GET /api/recipes/:id', () => {
  it('gives the recipe with its lines in base units and as written', async () => {
    const recipe = recipeDetail.parse((await ok('/api/recipes/chickpea-curry')).json());
    expect(recipe).toMatchObject({
      _id: 'chickpea-curry',
      id: 'chickpea-curry',
      source: 'Mise Kitchen',
      mainImage: '/api/images/recipes/chickpea-curry.svg',
      servings: 4,
      customServings: 4,
      order: null,
      diets: ['everything', 'vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'],
    });
    expect(recipe.ingredients[0]).toEqual({
      _id: 'chickpeas-canned',
      name: 'Chickpeas',
      image: '/api/images/ingredients/chickpeas-canned.svg',
      quantity: 800,
      baseUnit: 'g',
      recipeQuantity: 2,
      recipeUnit: 'can',
      note: null,
      required: true,
      allergens: [],
    });
    expect(recipe.ingredients.find((line) => line._id === 'olive-oil')).toMatchObject({
      quantity: 15,
      baseUnit: 'ml',
      recipeUnit: 'tbsp',
      required: false,
    });
    expect(recipe.steps).toHaveLength(2);
    const { protein, carbs, fat, calories } = recipe.nutrition;
    expect(calories.value).toBe(Math.round(4 * protein.value + 4 * carbs.value + 9 * fat.value));
  });

  it('answers 404 for an unknown or draft recipe, 400 for a malformed id', async () => {
    await expectProblem('/api/recipes/no-such-recipe', 404);
    await expectProblem('/api/recipes/secret-draft-stew', 404);
    await expectProblem('/api/recipes/Not_An_Id', 400, ['id']);
  });

  it('asks a visitor to sign in to see it as one of their orders bought it', async () => {
    const problem = await expectProblem('/api/recipes/chickpea-curry?orderId=order-1', 401);
    expect(problem.message).toBe('Please sign in to continue.');
  });
});

describe('GET /api/recipes/print', () => {
  it('prints only an order of the signed-in shopper', async () => {
    await expectProblem('/api/recipes/print?order=order-1', 401);
    await expectProblem('/api/recipes/print?order=order-1&id=Not_An_Id', 400, ['id']);
    await expectProblem('/api/recipes/print', 400, ['order']);
    await expectProblem('/api/recipes/print?order=order-1&colour=red', 400);
  });
});

describe('GET /api/linkedinbio/', () => {
  it("links to the default storefront's meal plans and first recipes", async () => {
    const answer = await ok('/api/linkedinbio/');
    const page = linkInBioAnswer.parse(answer.json());
    expect(page.influencer.handle).toBe('mise');
    expect(page.mealPlans.map((plan) => plan._id)).toContain('weeknight-classics');
    expect(page.featuredRecipes).toHaveLength(4);
    expect(page.featuredRecipes[0]).toEqual({
      _id: 'chickpea-curry',
      name: 'Chickpea Coconut Curry',
      images: {
        url: '/api/images/recipes/chickpea-curry.svg',
        large: [{ url: '/api/images/recipes/chickpea-curry.svg' }],
      },
      cookingTime: expect.any(Number),
    });
    expect(answer.headers['cache-control']).toMatch(/^public/);
    expect((await ok('/api/linkedinbio')).json()).toEqual(page);
  });

  it("follows an influencer's storefront and its filters", async () => {
    const page = linkInBioAnswer.parse(
      (await ok('/api/linkedinbio/?influencerId=greenkitchen')).json(),
    );
    expect(page.influencer.name).toBe('The Green Kitchen (sample)');
    const vegetarian = recipeIds(await ok('/api/recipes/all?diet=vegetarian'));
    expect(page.featuredRecipes.map((recipe) => recipe._id)).toEqual(
      vegetarian.slice(0, page.featuredRecipes.length),
    );
    await expectProblem('/api/linkedinbio/?influencerId=nobody_here', 400, ['influencerId']);
  });
});

describe('categories', () => {
  it('lists the categories with their recipe counts', async () => {
    const { categories } = (await ok('/api/categories')).json();
    expect(categories.find((c: { _id: string }) => c._id === 'italian')).toEqual({
      _id: 'italian',
      name: 'Italian',
      key: 'italian',
      kind: 'cuisine',
      description: null,
      recipeCount: 2,
    });
  });

  it("lists a category's recipes, 100 to a page", async () => {
    const answer = categoryRecipesAnswer.parse((await ok('/api/categories/quick-easy')).json());
    expect(answer.category.name).toBe('Quick & Easy');
    expect(answer.limit).toBe(100);
    expect(answer.recipes.map((r) => r._id)).toEqual(['kale-egg-scramble', 'chicken-kale-skillet']);
    await expectProblem('/api/categories/no-such-category', 404);
  });

  it('lists the extra-product categories in order', async () => {
    const { categories } = (await ok('/api/categories/extra')).json();
    expect(categories[0]).toEqual({ _id: 'bread-bakery', name: 'Bread & Bakery', order: 1 });
    expect(categories).toHaveLength(8);
  });
});

describe('vocabularies', () => {
  it('answers meal types in order, diets, allergies and all of them at once', async () => {
    const { mealTypes } = (await ok('/api/meal-types')).json();
    expect(mealTypes.map((m: { key: string }) => m.key)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ]);
    expect((await ok('/api/diets')).json().diets[0]).toMatchObject({ _id: 'everything' });
    expect((await ok('/api/allergies')).json().allergies).toHaveLength(11);
    const filters = (await ok('/api/filters')).json();
    expect(Object.keys(filters).sort()).toEqual(['allergies', 'categories', 'diets', 'mealTypes']);
  });

  it('answers the nutrition programs as nutritionGoalPrograms', async () => {
    const { nutritionGoalPrograms } = (await ok('/api/nutrition-programs?handle=mise')).json();
    expect(nutritionGoalPrograms[0]).toEqual({
      _id: 'balanced',
      goalTitle: 'Balanced',
      description: expect.any(String),
      caloriesPerDay: 2000,
      nutritionPercentage: {
        carbohydrates: { carbsMin: 45, carbsMax: 65 },
        protein: { proteinMin: 10, proteinMax: 35 },
        fat: { fatMin: 20, fatMax: 35 },
      },
    });
    await expectProblem('/api/nutrition-programs?handle=nobody', 400, ['handle']);
  });
});

describe('curated boxes', () => {
  it('pages the boxes of a storefront, sorted by order', async () => {
    const first = curatedRecipesAnswer.parse((await ok('/api/curated-recipes?perPage=1')).json());
    expect(first).toMatchObject({ currentPage: 1, nextPage: 2, totalPage: 2, limit: 1 });
    expect(first.curatedRecipes.map((b) => b._id)).toEqual(['quick-starts']);
    const last = (await ok('/api/curated-recipes?perPage=1&page=2')).json();
    expect(last).toMatchObject({ currentPage: 2, nextPage: null });
    const descending = (await ok('/api/curated-recipes?order=desc')).json();
    expect(descending.curatedRecipes.map((b: { _id: string }) => b._id)).toEqual([
      'weeknight-classics',
      'quick-starts',
    ]);
    expect(descending.limit).toBe(10);
    const green = (await ok('/api/curated-recipes?influencerId=greenkitchen')).json();
    expect(green.curatedRecipes.map((b: { _id: string }) => b._id)).toEqual(['green-box']);
  });

  it('gives a box grouped by first category', async () => {
    const box = curatedBoxDetail.parse(
      (await ok('/api/curated-recipes/weeknight-classics?countryCode=CA')).json(),
    );
    expect(box.groups.map((g) => g.category)).toEqual(['American', 'Indian', 'Italian']);
    expect(box.image).toBe('/api/images/curated-boxes/weeknight-classics.svg');
    await expectProblem('/api/curated-recipes/no-such-box', 404);
    await expectProblem('/api/curated-recipes?sortBy=name', 400, ['sortBy']);
  });
});

describe('storefront and start-up', () => {
  it('finds a storefront by handle, and 404s an unknown one', async () => {
    const { influencer } = (await ok('/api/influencer/handle/greenkitchen')).json();
    expect(influencer).toMatchObject({
      handle: 'greenkitchen',
      couponCode: 'GREEN15',
      isDefaultInfluencer: false,
      filters: { diets: ['vegetarian'] },
    });
    await expectProblem('/api/influencer/handle/nobody', 404);
    await expectProblem('/api/influencer/handle/x', 400, ['handle']);
  });

  it('answers the feature flags', async () => {
    const { featureFlags } = (await ok('/api/feature-flags')).json();
    expect(featureFlags).toHaveLength(5);
    expect(featureFlags).toContainEqual({ name: 'isContentForUSEnabled', enabled: false });
  });

  it('initializes with what the query asks for, and the visitor config', async () => {
    const everything = initializeAnswer.parse(
      (
        await ok(
          '/api/aggr/initialize?featureFlags=true&diets=true&allergies=1&mealTypes=true&influencer=true&handle=fitfuel',
        )
      ).json(),
    );
    expect(everything.featureFlags).toHaveLength(5);
    expect(everything.diets).toHaveLength(8);
    expect(everything.allergies).toHaveLength(11);
    expect(everything.mealTypes?.mealTypes).toHaveLength(4);
    expect(everything.influencer?.handle).toBe('fitfuel');
    expect(everything.config).toMatchObject({ countryCode: 'CA', currency: 'CAD' });

    const bare = (await ok('/api/aggr/initialize?influencer=true')).json();
    expect(Object.keys(bare).sort()).toEqual(['config', 'influencer']);
    expect(bare.influencer.handle).toBe('mise');
    await expectProblem('/api/aggr/initialize?diets=yes', 400, ['diets']);
  });
});

describe('groceries', () => {
  it('lists ingredients by name with their units, searched and paged from 0', async () => {
    const all = ingredientsAnswer.parse((await ok('/api/ingredients')).json());
    expect(all.totalCount).toBe(11);
    expect(all.ingredients[0]?.name).toBe('Chicken breast');
    const oil = all.ingredients.find((i) => i._id === 'olive-oil');
    expect(oil?.allUnits.slice(0, 1)).toEqual(['ml']);
    expect(oil?.allUnits).toEqual(expect.arrayContaining(['tbsp', 'cup', 'g']));
    expect(Object.keys(oil?.unitSizes ?? {})).toEqual(oil?.allUnits);
    expect(oil?.unitSizes).toMatchObject({ ml: 1, tbsp: 15, cup: 250 });
    expect(oil?.category).toEqual({ _id: 'oils-vinegars', name: 'Oils & Vinegars' });
    expect(oil?.shelfLife).toEqual({
      days: 180,
      keep: 'pantry',
      source: 'USDA FoodKeeper: Oils, olive or vegetable — pantry 6–12 months',
    });

    const page = (await ok('/api/ingredients?page=1&perPage=4')).json();
    // Chicken breast, Chickpeas, Coconut milk, Kale on page 0.
    expect(page.ingredients.map((i: { name: string }) => i.name)).toEqual([
      'Large egg',
      'Olive oil',
      'Parmesan',
      'Red curry paste',
    ]);
    expect(page.totalCount).toBe(11);
    expect((await ok('/api/ingredients?search=chiken')).json().ingredients[0]._id).toBe(
      'chicken-breast',
    );
  });

  it('lists extra products by category and search, with price in cents and tax flag', async () => {
    const all = extraProductsAnswer.parse((await ok('/api/extraProducts')).json());
    expect(all.totalCount).toBe(3);
    const water = all.extraProducts.find((p) => p._id === 'x-sparkling-water');
    expect(water).toEqual({
      _id: 'x-sparkling-water',
      name: 'Sparkling water, 12 cans',
      image: { url: '/api/images/extra-products/x-sparkling-water.svg' },
      price: 599,
      value: 12,
      quantity: 4260,
      units: 'ml',
      category: { _id: 'drinks', name: 'Drinks' },
      taxable: true,
    });
    const chosen = (await ok('/api/extraProducts?categories=drinks,household')).json();
    expect(chosen.extraProducts.map((p: { _id: string }) => p._id)).toEqual([
      'x-dish-soap',
      'x-sparkling-water',
    ]);
    expect((await ok('/api/extraProducts?search=soap')).json().totalCount).toBe(1);
    await expectProblem('/api/extraProducts?perPage=0', 400, ['perPage']);
  });
});

describe('the country of a visitor', () => {
  it('comes from the configured proxy header, US only while US content is on', async () => {
    const usOn = await miniCatalogWith('feature-flags.json', (flags) =>
      flags.map((flag) =>
        flag.name === 'isContentForUSEnabled' ? { ...flag, enabled: true } : flag,
      ),
    );
    const withUs = await buildTestServer([catalogService], {
      CATALOG_SEED_DIR: usOn,
      COUNTRY_HEADER: 'X-Country',
    });
    const withoutUs = await buildTestServer([catalogService], {
      CATALOG_SEED_DIR: miniCatalogFolder,
      COUNTRY_HEADER: 'x-country',
    });
    try {
      const config = async (server: FastifyInstance, country?: string) => {
        const answer = await server.inject({
          method: 'GET',
          url: '/api/aggr/initialize',
          headers: country ? { 'x-country': country } : {},
        });
        expect(answer.headers.vary).toBe('x-country');
        expect(answer.headers['cache-control']).toMatch(/^private/);
        return answer.json().config;
      };
      expect(await config(withUs, 'US')).toMatchObject({
        countryCode: 'US',
        currency: 'USD',
        country: 'United States',
      });
      expect(await config(withUs, 'us')).toMatchObject({ countryCode: 'US' });
      expect(await config(withUs)).toMatchObject({ countryCode: 'CA', currency: 'CAD' });
      expect(await config(withUs, 'FR')).toMatchObject({ countryCode: 'CA' });
      expect(await config(withoutUs, 'US')).toMatchObject({ countryCode: 'CA', currency: 'CAD' });
    } finally {
      await withUs.close();
      await withoutUs.close();
    }
    // Without the setting, a header a visitor sends is not trusted.
    const spoofed = await get('/api/aggr/initialize', { 'x-country': 'US' });
    expect(spoofed.json().config.countryCode).toBe('CA');
  }, 30_000);
});

describe('pictures', () => {
  it.each([
    ['recipes', 'chickpea-curry'],
    ['ingredients', 'kale'],
    ['products', 'chicken-breast-org'],
    ['extra-products', 'x-dish-soap'],
    ['curated-boxes', 'weeknight-classics'],
  ])('draws /api/images/%s/%s.svg with a strong ETag and long caching', async (kind, id) => {
    const answer = await ok(`/api/images/${kind}/${id}.svg`);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toMatch(/^<svg[\s>]/);
    expect(answer.body).toContain('</svg>');
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    expect(answer.headers['cache-control']).toMatch(/max-age=(\d{6,})/);
    const again = await get(`/api/images/${kind}/${id}.svg`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws different recipes differently, the same recipe the same', async () => {
    const curry = (await ok('/api/images/recipes/chickpea-curry.svg')).body;
    expect((await ok('/api/images/recipes/chickpea-curry.svg')).body).toBe(curry);
    expect((await ok('/api/images/recipes/salmon-spaghetti.svg')).body).not.toBe(curry);
  });

  it('answers 404 for an unknown id and 400 for a bad kind or file', async () => {
    await expectProblem('/api/images/recipes/no-such-recipe.svg', 404);
    await expectProblem('/api/images/recipes/secret-draft-stew.svg', 404);
    await expectProblem('/api/images/pets/kale.svg', 400, ['kind']);
    await expectProblem('/api/images/recipes/kale.png', 400, ['file']);
  });
});
