import { pricingCopy } from '@mise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { miniCatalog, readMiniCatalog } from '../testing/mini-catalog.js';
import { pricingCopyOf, storefrontsByRecipe } from './pricing-copy.js';
import type { SeedCatalog, SeedIngredient } from './seed-catalog.js';

let seed: SeedCatalog;
let copy: ReturnType<typeof pricingCopyOf>;

beforeAll(async () => {
  seed = await readMiniCatalog();
  const shownBy = storefrontsByRecipe(
    await miniCatalog(),
    seed.influencers.map((influencer) => influencer.handle),
  );
  copy = pricingCopyOf(seed, 'v1', (id) => shownBy.get(id) ?? []);
});

const recipe = (id: string) => {
  const found = copy.recipes.find((candidate) => candidate._id === id);
  if (!found) throw new Error(`no recipe ${id} in the copy`);
  return found;
};

describe('the pricing copy of the catalog', () => {
  it('is what the contract describes', () => {
    expect(() => pricingCopy.parse(copy)).not.toThrow();
    expect(copy.catalogVersion).toBe('v1');
  });

  it('holds the published recipes only', () => {
    expect(copy.recipes.map((r) => r._id).sort()).toEqual([
      'chicken-kale-skillet',
      'chickpea-curry',
      'kale-egg-scramble',
      'parmesan-chickpea-bites',
      'salmon-spaghetti',
      'thai-red-curry-chicken',
    ]);
  });

  it('gives each recipe line in its base unit for the default servings', () => {
    // 600 g; a bunch of kale is 200 g; 2 tbsp of oil 30 ml; 1 tsp of salt 5 ml at 1.2 g/ml.
    expect(recipe('chicken-kale-skillet').ingredients).toEqual([
      { ingredientId: 'chicken-breast', quantity: 600 },
      { ingredientId: 'kale', quantity: 200 },
      { ingredientId: 'olive-oil', quantity: 30 },
      { ingredientId: 'salt', quantity: 6 },
    ]);
    // Two cans of chickpeas at 400 g, one of coconut milk at 400 ml.
    expect(recipe('chickpea-curry').ingredients).toContainEqual({
      ingredientId: 'chickpeas-canned',
      quantity: 800,
    });
    expect(recipe('chickpea-curry').ingredients).toContainEqual({
      ingredientId: 'coconut-milk',
      quantity: 400,
    });
  });

  it('keeps the servings grid, meal types, cuisine first, and nutrition per serving', () => {
    const skillet = recipe('chicken-kale-skillet');
    const source = seed.recipes.find((r) => r.id === 'chicken-kale-skillet');
    expect(skillet).toMatchObject({ defaultServings: 4, minServings: 2, incrServings: 2 });
    expect(skillet.mealTypes).toEqual(['dinner']);
    expect(skillet.categories[0]).toBe(source?.cuisine);
    // 150 g of chicken breast a serving alone brings over 30 g of protein.
    expect(skillet.nutrition.protein).toBeGreaterThan(30);
    const { protein, carbs, fat, calories } = skillet.nutrition;
    expect(Math.abs(calories - (protein * 4 + carbs * 4 + fat * 9))).toBeLessThan(2);
  });

  it('marks diets and allergens from the ingredients', () => {
    expect(recipe('chickpea-curry').diets).toContain('vegan');
    expect(recipe('chicken-kale-skillet').diets).not.toContain('vegetarian');
    expect(recipe('kale-egg-scramble').allergens).toEqual(expect.arrayContaining(['eggs', 'milk']));
  });

  it('lists the storefronts that show each recipe', () => {
    expect(recipe('chickpea-curry').storefronts).toEqual(['mise', 'greenkitchen']);
    expect(recipe('salmon-spaghetti').storefronts).not.toContain('greenkitchen');
    for (const r of copy.recipes) expect(r.storefronts).toContain('mise');
  });

  it('carries products, extras, aisles and meal types as the catalog has them', () => {
    expect(copy.products).toHaveLength(seed.products.length);
    expect(copy.products).toContainEqual({
      _id: 'chicken-breast-org',
      ingredientId: 'chicken-breast',
      brandType: 'ORGANIC',
      name: 'Organic chicken breast',
      image: '/api/images/products/chicken-breast-org.svg',
      packSize: 500,
      priceCents: 1299,
    });
    expect(copy.extraProducts).toContainEqual(
      expect.objectContaining({ _id: 'x-sparkling-water', packCount: 12, taxable: true }),
    );
    expect(copy.ingredients.find((i) => i._id === 'salt')).toMatchObject({
      required: false,
      baseUnit: 'g',
    });
    expect(copy.mealTypes[0]).toEqual({
      _id: 'breakfast',
      name: 'Breakfast',
      order: 1,
      key: 'breakfast',
    });
    expect(copy.groceryCategories).toHaveLength(seed.groceryCategories.length);
  });

  it('offers each substitute with its converted amount, and leaves out a pair that cannot convert', () => {
    const egg = seed.ingredients.find((i) => i.id === 'egg') as SeedIngredient;
    const swappable: SeedCatalog = {
      ...seed,
      ingredients: [
        ...seed.ingredients.map((i) =>
          i.id === 'parmesan'
            ? {
                ...i,
                substitutes: [
                  { id: 'olive-oil', ratio: 0.75, ratioSource: 'a test ratio' },
                  { id: 'unweighed-egg', ratio: undefined, ratioSource: undefined },
                ],
              }
            : i,
        ),
        { ...egg, id: 'unweighed-egg', unitWeight: undefined },
      ],
    };
    const offered = pricingCopyOf(swappable, 'v2', () => []).ingredients.find(
      (i) => i._id === 'parmesan',
    )?.substitutes;
    // Parmesan is weighed in g; the oil in ml at 0.91 g/ml. An egg with no weight cannot convert.
    expect(offered).toEqual([
      { ingredientId: 'olive-oil', factor: expect.closeTo(0.75 / 0.91, 9) },
    ]);
  });
});
