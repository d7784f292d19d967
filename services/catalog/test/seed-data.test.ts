import { fileURLToPath } from 'node:url';
import { featureFlagNames } from '@mise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { Catalog } from '../src/domain/catalog.js';
import { catalogProblems } from '../src/domain/catalog-problems.js';
import type { SeedCatalog, SeedIngredient } from '../src/domain/seed-catalog.js';
import { baseUnitsToGrams, substituteFactor, toBaseUnits } from '../src/domain/units.js';
import { readSeedCatalog } from '../src/store/read-seed.js';

/** The catalog the shop ships with: the data itself is under test here. */
const seedFolder = fileURLToPath(new URL('../seed-data', import.meta.url));

let seed: SeedCatalog;
let catalog: Catalog;
let ingredients: Map<string, SeedIngredient>;

beforeAll(async () => {
  seed = await readSeedCatalog(seedFolder);
  catalog = new Catalog(seed);
  ingredients = new Map(seed.ingredients.map((i) => [i.id, i]));
});

const published = () => seed.recipes.filter((r) => r.status === 'published');
const ingredientsOf = (recipeId: string) =>
  (seed.recipes.find((r) => r.id === recipeId)?.ingredients ?? []).map(
    (line) => ingredients.get(line.ingredient) as SeedIngredient,
  );

describe('the shipped catalog', () => {
  it('has no problems', () => {
    expect(catalogProblems(seed)).toEqual([]);
  });

  it('has at least 200 published recipes, for every meal of the day', () => {
    expect(published().length).toBeGreaterThanOrEqual(200);
    for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack']) {
      const count = published().filter((r) => r.mealTypes.includes(mealType)).length;
      expect(count, mealType).toBeGreaterThanOrEqual(10);
    }
  });

  it('has at least 250 ingredients, each with nutrition and its source', () => {
    expect(seed.ingredients.length).toBeGreaterThanOrEqual(250);
    for (const ingredient of seed.ingredients) {
      const { protein, fat, carbs, calories } = ingredient.nutritionPer100g;
      expect(protein + fat + carbs, ingredient.id).toBeLessThanOrEqual(100);
      expect([protein, fat, carbs, calories].every(Number.isFinite), ingredient.id).toBe(true);
      expect(ingredient.nutritionSource.trim().length, ingredient.id).toBeGreaterThan(3);
    }
  });

  it('gives every ingredient a shelf life of a day or more, citing its USDA FoodKeeper entry', () => {
    for (const { id, shelfLife } of seed.ingredients) {
      expect(shelfLife.days, id).toBeGreaterThanOrEqual(1);
      expect(['fridge', 'freezer', 'pantry'], id).toContain(shelfLife.keep);
      expect(shelfLife.source, id).toMatch(/^USDA FoodKeeper: /);
    }
    // Fresh poultry keeps 1–2 days in the fridge; dried lentils a year in the cupboard.
    expect(ingredients.get('chicken-breast')?.shelfLife).toMatchObject({ days: 1, keep: 'fridge' });
    expect(ingredients.get('lentils-red')?.shelfLife).toMatchObject({ days: 365, keep: 'pantry' });
    expect(ingredients.get('peas-frozen')?.shelfLife.keep).toBe('freezer');
  });

  it('sells every ingredient at the low-cost tier', () => {
    const lowCost = new Set(
      seed.products.filter((p) => p.brandType === 'LOW_COST').map((p) => p.ingredientId),
    );
    expect(seed.ingredients.filter((i) => !lowCost.has(i.id)).map((i) => i.id)).toEqual([]);
  });

  it('has at least 60 extra products, each saying whether it is taxed', () => {
    expect(seed.extraProducts.length).toBeGreaterThanOrEqual(60);
    for (const product of seed.extraProducts) expect(typeof product.taxable).toBe('boolean');
    expect(seed.extraProducts.some((p) => p.taxable)).toBe(true);
    expect(seed.extraProducts.some((p) => !p.taxable)).toBe(true);
  });

  it('has at least 6 curated boxes and 5 nutrition programs', () => {
    expect(seed.curatedBoxes.length).toBeGreaterThanOrEqual(6);
    expect(seed.nutritionPrograms.length).toBeGreaterThanOrEqual(5);
  });

  it('has the default storefront mise and two others', () => {
    const defaults = seed.influencers.filter((i) => i.isDefaultInfluencer);
    expect(defaults.map((i) => i.handle)).toEqual(['mise']);
    expect(seed.influencers.length).toBeGreaterThanOrEqual(3);
  });

  it('has the five feature flags of the spec', () => {
    expect(seed.featureFlags.map((f) => f.name).sort()).toEqual([...featureFlagNames].sort());
  });
});

describe('the shipped substitutes', () => {
  const pairs = () =>
    seed.ingredients.flatMap((original) =>
      original.substitutes.map(({ id, ratio }) => ({
        original,
        substitute: ingredients.get(id) as SeedIngredient,
        ratio,
      })),
    );
  const swapped = (from: string, to: string, quantity: number) => {
    const pair = pairs().find((p) => p.original.id === from && p.substitute.id === to);
    if (!pair) throw new Error(`${from} has no substitute ${to}`);
    return quantity * (substituteFactor(pair.original, pair.substitute, pair.ratio) ?? Number.NaN);
  };

  it('swap the same mass, times the culinary ratio, whatever the units', () => {
    expect(pairs().length).toBeGreaterThan(100);
    for (const { original, substitute, ratio } of pairs()) {
      const factor = substituteFactor(original, substitute, ratio);
      expect(factor, `${original.id} -> ${substitute.id}`).toBeDefined();
      expect(baseUnitsToGrams(substitute, factor as number)).toBeCloseTo(
        baseUnitsToGrams(original, 1) * (ratio ?? 1),
        9,
      );
    }
  });

  it('convert the amounts the issue saw copied across units', () => {
    // 100 g of green onion is well under one 170 g red onion, not 100 of them.
    expect(swapped('green-onion', 'onion-red', 100)).toBeCloseTo(100 / 170, 9);
    // 5 tomatoes of 120 g are 600 g of cherry tomatoes, not 5 g.
    expect(swapped('tomato', 'cherry-tomato', 5)).toBeCloseTo(600, 9);
    // 630 g of butter is 3/4 of its weight in olive oil, at 0.91 g/ml: about 519 ml, not 630.
    expect(swapped('butter', 'olive-oil', 630)).toBeCloseTo((630 * 0.75) / 0.91, 9);
  });

  it('each name where a ratio and the weights they convert through come from', () => {
    for (const { original, substitute, ratio } of pairs()) {
      for (const side of [original, substitute]) {
        if (side.baseUnit !== 'g') expect(side.weightSource, side.id).toMatch(/\w{4}/);
      }
      if (ratio !== undefined) {
        const entry = original.substitutes.find((s) => s.id === substitute.id);
        expect(entry?.ratioSource, `${original.id} -> ${substitute.id}`).toMatch(/\w{4}/);
      }
    }
  });

  it('are refused at load when a pair cannot be converted or its weight has no source', () => {
    const without = (id: string, drop: 'unitWeight' | 'weightSource'): SeedCatalog => ({
      ...seed,
      ingredients: seed.ingredients.map((i) => (i.id === id ? { ...i, [drop]: undefined } : i)),
    });
    expect(catalogProblems(without('onion-red', 'unitWeight'))).toContain(
      'ingredient green-onion: cannot convert to substitute onion-red without a density or unit weight',
    );
    expect(catalogProblems(without('olive-oil', 'weightSource'))).toContain(
      "ingredient butter: substitute olive-oil converts through olive-oil's density, which needs a weightSource",
    );
  });
});

describe('the shipped recipes', () => {
  it('use only known ingredients, each convertible to its base unit and to grams', () => {
    const failures: string[] = [];
    for (const recipe of seed.recipes) {
      for (const line of recipe.ingredients) {
        const ingredient = ingredients.get(line.ingredient);
        if (!ingredient) {
          failures.push(`${recipe.id}: ${line.ingredient} is unknown`);
          continue;
        }
        try {
          const base = toBaseUnits(ingredient, line.quantity, line.unit);
          const grams = baseUnitsToGrams(ingredient, base);
          if (!(grams > 0)) failures.push(`${recipe.id}: ${line.ingredient} weighs ${grams} g`);
        } catch (error) {
          failures.push(`${recipe.id}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('that are vegetarian contain no meat, poultry, fish or seafood', () => {
    const vegetarian = catalog.index.matching([{ diets: ['vegetarian'] }]);
    expect(vegetarian.length).toBeGreaterThan(20);
    const offenders = vegetarian.flatMap(({ summary }) =>
      ingredientsOf(summary._id)
        .filter((i) => i.groceryCategory === 'meat-poultry' || i.groceryCategory === 'seafood')
        .map((i) => `${summary._id} has ${i.id}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are all left out when any of their ingredients carries an excluded allergen', () => {
    for (const allergy of seed.allergies) {
      const kept = catalog.index.matching([{ allergies: [allergy.id] }]);
      const offenders = kept.filter(({ summary }) =>
        ingredientsOf(summary._id).some((i) => i.allergens.includes(allergy.id)),
      );
      expect(
        offenders.map((r) => r.summary._id),
        allergy.id,
      ).toEqual([]);
      const carriers = published().filter((r) =>
        ingredientsOf(r.id).some((i) => i.allergens.includes(allergy.id)),
      );
      expect(kept.length + carriers.length, allergy.id).toBe(published().length);
    }
  });

  it('show nutrition that is the sum over their ingredients, per serving', () => {
    for (const recipe of published()) {
      const total = { protein: 0, fat: 0, carbs: 0 };
      for (const line of recipe.ingredients) {
        const ingredient = ingredients.get(line.ingredient) as SeedIngredient;
        const grams = baseUnitsToGrams(
          ingredient,
          toBaseUnits(ingredient, line.quantity, line.unit),
        );
        for (const key of ['protein', 'fat', 'carbs'] as const) {
          total[key] += (grams / 100) * ingredient.nutritionPer100g[key];
        }
      }
      const servings = recipe.servings.default;
      const shown = catalog.summary(recipe.id)?.nutrition;
      expect(shown?.protein.value).toBeCloseTo(total.protein / servings, 1);
      expect(shown?.fat.value).toBeCloseTo(total.fat / servings, 1);
      expect(shown?.carbs.value).toBeCloseTo(total.carbs / servings, 1);
      const calories = (4 * total.protein + 4 * total.carbs + 9 * total.fat) / servings;
      expect(Math.abs((shown?.calories.value ?? 0) - calories), recipe.id).toBeLessThanOrEqual(0.5);
    }
  });

  it('give every diet some recipes', () => {
    for (const diet of seed.diets) {
      const count = catalog.index.matching([{ diets: [diet.id] }]).length;
      expect(count, diet.id).toBeGreaterThan(0);
    }
  });
});
