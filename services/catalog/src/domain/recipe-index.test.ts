import { beforeAll, describe, expect, it } from 'vitest';
import { miniCatalog } from '../testing/mini-catalog.js';
import type { Catalog } from './catalog.js';
import type { RecipeFilter } from './recipe-index.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await miniCatalog();
});

const ids = (filter: RecipeFilter, search?: string) =>
  catalog.index.matching([filter], search).map((entry) => entry.summary._id);

const everyId = () => catalog.index.all.map((entry) => entry.summary._id);

describe('the recipe index', () => {
  it('holds the published recipes only, by name', () => {
    expect(everyId()).toEqual([
      'chickpea-curry',
      'parmesan-chickpea-bites',
      'kale-egg-scramble',
      'salmon-spaghetti',
      'chicken-kale-skillet',
      'thai-red-curry-chicken',
    ]);
    expect(catalog.index.get('secret-draft-stew')).toBeUndefined();
  });

  it('filters by diet', () => {
    expect(ids({ diets: ['vegetarian'] })).toEqual([
      'chickpea-curry',
      'parmesan-chickpea-bites',
      'kale-egg-scramble',
    ]);
    expect(ids({ diets: ['keto'] })).toEqual([
      'kale-egg-scramble',
      'chicken-kale-skillet',
      'thai-red-curry-chicken',
    ]);
    expect(ids({ diets: ['everything'] })).toEqual(everyId());
  });

  it('excludes recipes with any of the allergies', () => {
    expect(ids({ allergies: ['milk'] })).toEqual([
      'chickpea-curry',
      'chicken-kale-skillet',
      'thai-red-curry-chicken',
    ]);
    expect(ids({ allergies: ['milk', 'shellfish'] })).toEqual([
      'chickpea-curry',
      'chicken-kale-skillet',
    ]);
  });

  it('keeps recipes in any of the categories, cuisines included', () => {
    expect(ids({ categories: ['italian'] })).toEqual([
      'parmesan-chickpea-bites',
      'salmon-spaghetti',
    ]);
    expect(ids({ categories: ['no-such-category'] })).toEqual([]);
    expect(ids({ categories: ['no-such-category', 'thai'] })).toEqual(['thai-red-curry-chicken']);
    expect(ids({ categories: ['quick-easy', 'thai'] })).toEqual([
      'kale-egg-scramble',
      'chicken-kale-skillet',
      'thai-red-curry-chicken',
    ]);
  });

  it('keeps recipes of any of the meal types', () => {
    expect(ids({ mealTypes: ['lunch'] })).toEqual(['chickpea-curry']);
    expect(ids({ mealTypes: ['breakfast', 'snack'] })).toEqual([
      'parmesan-chickpea-bites',
      'kale-egg-scramble',
    ]);
  });

  it('keeps recipes that use all of the ingredients', () => {
    expect(ids({ ingredients: ['kale', 'olive-oil'] })).toEqual([
      'chickpea-curry',
      'kale-egg-scramble',
      'chicken-kale-skillet',
    ]);
    expect(ids({ ingredients: ['kale', 'egg'] })).toEqual(['kale-egg-scramble']);
  });

  it('filters by cooking time and difficulty', () => {
    expect(ids({ cookingTimeMax: 25 })).toEqual(['kale-egg-scramble', 'chicken-kale-skillet']);
    expect(ids({ cookingTimeMin: 35, cookingTimeMax: 40 })).toEqual([
      'chickpea-curry',
      'parmesan-chickpea-bites',
    ]);
    expect(ids({ difficultyLevel: 'hard' })).toEqual(['thai-red-curry-chicken']);
  });

  it('filters by nutrition per serving and by % daily value', () => {
    const all = catalog.index.all.map((entry) => entry.summary);
    const expected = (keep: (r: (typeof all)[number]) => boolean) =>
      all.filter(keep).map((r) => r._id);

    const highProtein = expected((r) => r.nutrition.protein.value >= 30);
    expect(highProtein.length).toBeGreaterThan(0);
    expect(highProtein.length).toBeLessThan(all.length);
    expect(ids({ proteinMin: 30 })).toEqual(highProtein);

    expect(ids({ caloriesMax: 400 })).toEqual(expected((r) => r.nutrition.calories.value <= 400));
    expect(ids({ carbohydratesMin: 20, carbohydratesMax: 60 })).toEqual(
      expected((r) => r.nutrition.carbs.value >= 20 && r.nutrition.carbs.value <= 60),
    );
    expect(ids({ fatMax: 15 })).toEqual(expected((r) => r.nutrition.fat.value <= 15));

    const dv = expected((r) => r.nutrition.protein.dailyPercentage >= 60);
    expect(dv.length).toBeGreaterThan(0);
    expect(ids({ proteinMinDv: 60 })).toEqual(dv);
    expect(ids({ carbsMaxDv: 5 })).toEqual(expected((r) => r.nutrition.carbs.dailyPercentage <= 5));
    expect(ids({ fatMinDv: 20, fatMaxDv: 50 })).toEqual(
      expected(
        (r) => r.nutrition.fat.dailyPercentage >= 20 && r.nutrition.fat.dailyPercentage <= 50,
      ),
    );
  });

  it('asks every filter it is given: the shopper and the storefront both', () => {
    expect(
      catalog.index
        .matching([{ diets: ['vegetarian'] }, { mealTypes: ['breakfast'] }])
        .map((entry) => entry.summary._id),
    ).toEqual(['kale-egg-scramble']);
  });
});

describe('search', () => {
  it('finds names, ingredients, cuisines and descriptions', () => {
    expect(ids({}, 'salmon')).toEqual(['salmon-spaghetti']);
    expect(ids({}, 'indian')).toEqual(['chickpea-curry']);
    expect(ids({}, 'weeknight')).toEqual(['chickpea-curry']);
    expect(new Set(ids({}, 'coconut'))).toEqual(
      new Set(['chickpea-curry', 'thai-red-curry-chicken']),
    );
  });

  it('forgives small typos and finds word beginnings', () => {
    expect(new Set(ids({}, 'cury'))).toEqual(new Set(['chickpea-curry', 'thai-red-curry-chicken']));
    expect(new Set(ids({}, 'chiken'))).toEqual(
      new Set(['chicken-kale-skillet', 'thai-red-curry-chicken']),
    );
    expect(ids({}, 'spag')).toEqual(['salmon-spaghetti']);
  });

  it('orders by relevance: a match in the name before one in the ingredients', () => {
    // "Chickpea" names two recipes; only the ingredient list of none other has it.
    const found = ids({}, 'chickpea');
    expect(found.slice(0, 2).sort()).toEqual(['chickpea-curry', 'parmesan-chickpea-bites']);
  });

  it('needs every word to match, and still applies the filters', () => {
    expect(ids({}, 'chicken curry')).toEqual(['thai-red-curry-chicken']);
    expect(ids({ diets: ['vegan'] }, 'curry')).toEqual(['chickpea-curry']);
    expect(ids({}, 'zzzzqqq')).toEqual([]);
  });
});

describe('a page of recipes', () => {
  it('is a slice with the count and number of pages of the whole list', () => {
    const second = catalog.index.list({ filters: [], page: 2, limit: 4 });
    expect(second.recipes.map((r) => r._id)).toEqual([
      'chicken-kale-skillet',
      'thai-red-curry-chicken',
    ]);
    expect(second).toMatchObject({ page: 2, limit: 4, totalCount: 6, totalPages: 2 });
    expect(catalog.index.list({ filters: [], page: 3, limit: 4 }).recipes).toEqual([]);
  });

  it('caps the whole list at recipeLimit', () => {
    const page = catalog.index.list({ filters: [], page: 1, limit: 10, recipeLimit: 3 });
    expect(page.recipes).toHaveLength(3);
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1 });
  });
});

describe('storefronts', () => {
  it('apply their own filters; the default one has none', () => {
    const ids = (handle?: string) =>
      catalog.storefront(handle)?.recipes.map((entry) => entry.summary._id);
    expect(ids()).toEqual(everyId());
    expect(ids('greenkitchen')).toEqual([
      'chickpea-curry',
      'parmesan-chickpea-bites',
      'kale-egg-scramble',
    ]);
    // High protein, and at most 45 minutes: the 50-minute curry is out.
    expect(ids('fitfuel')).toEqual(['chicken-kale-skillet']);
    expect(catalog.storefront('nobody')).toBeUndefined();
  });

  it('count category recipes within the storefront', () => {
    const count = (handle: string, id: string) =>
      catalog.storefront(handle)?.categories.find((c) => c._id === id)?.recipeCount;
    expect(count('mise', 'italian')).toBe(2);
    expect(count('greenkitchen', 'italian')).toBe(1);
    expect(count('mise', 'comfort-food')).toBe(0);
  });
});
