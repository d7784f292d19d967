import type { PricingCopyRecipe } from '@mise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexCatalog, type PricingCatalog, withProductPrice } from '../cart.js';
import { ingredient, pricingCopy, product, recipe } from '../testing/copy-builder.js';
import type { RecommendationFilters } from './filters.js';
import { MIN_RECOMMENDATIONS, type Recommendation, recommendByLeftovers } from './rank.js';
import { buildRecommendationIndex, recommendationIndexFor } from './recommendation-index.js';

// Cheapest LOW_COST prices: tomato 0.4 c/g, onion 50 c/unit, pasta 0.3 c/g, basil 2 c/g.
// Salt is a staple; truffle has no LOW_COST product, so neither is ever bought for a recipe.
const ingredients = [
  ingredient({ _id: 'tomato' }),
  ingredient({ _id: 'onion', baseUnit: 'unit' }),
  ingredient({ _id: 'pasta' }),
  ingredient({ _id: 'basil' }),
  ingredient({ _id: 'salt', required: false }),
  ingredient({ _id: 'truffle' }),
];

const products = [
  product({ _id: 'tomato-500', ingredientId: 'tomato', packSize: 500, priceCents: 250 }),
  product({ _id: 'tomato-1k', ingredientId: 'tomato', packSize: 1000, priceCents: 400 }),
  product({
    _id: 'tomato-1k-premium',
    ingredientId: 'tomato',
    brandType: 'PREMIUM',
    packSize: 1000,
    priceCents: 300,
  }),
  product({ _id: 'onion-3', ingredientId: 'onion', packSize: 3, priceCents: 150 }),
  product({ _id: 'pasta-900', ingredientId: 'pasta', packSize: 900, priceCents: 270 }),
  product({ _id: 'basil-50', ingredientId: 'basil', packSize: 50, priceCents: 100 }),
  product({ _id: 'salt-1k', ingredientId: 'salt', packSize: 1000, priceCents: 100 }),
  product({
    _id: 'truffle-10',
    ingredientId: 'truffle',
    brandType: 'PREMIUM',
    packSize: 10,
    priceCents: 2000,
  }),
];

/** A published recipe named by its id, made for 2 servings in steps of 2. */
function dish(
  id: string,
  uses: Record<string, number>,
  more: Partial<PricingCopyRecipe> = {},
): PricingCopyRecipe {
  return recipe({
    _id: id,
    ingredients: Object.entries(uses).map(([ingredientId, quantity]) => ({
      ingredientId,
      quantity,
    })),
    categories: ['italian'],
    diets: ['everything', 'vegetarian'],
    ...more,
  });
}

const copyOf = (recipes: PricingCopyRecipe[]) => pricingCopy({ recipes, ingredients, products });

function recommend(
  recipes: PricingCopyRecipe[],
  leftovers: Record<string, number>,
  filters: RecommendationFilters = {},
  options: { excludeRecipeIds?: string[]; limit?: number } = {},
): Recommendation[] {
  const index = buildRecommendationIndex(copyOf(recipes));
  return recommendByLeftovers(index, new Map(Object.entries(leftovers)), filters, options);
}

const ids = (found: Recommendation[]) => found.map((r) => r.recipe._id);
const about = (found: Recommendation[], id: string) => found.find((r) => r.recipe._id === id);

describe('recommendByLeftovers: what leftovers are worth to a recipe', () => {
  it('gives saveUpto 100 and free servings on the grid to a recipe the leftovers fully cover', () => {
    const soup = dish('soup', { tomato: 400, onion: 2, salt: 5 });
    const found = recommend([soup], { tomato: 900, onion: 5 });
    // Enough for 4.5 servings by tomato and 5 by onion: 4 on a grid of 2, 4, 6...
    expect(about(found, 'soup')).toMatchObject({
      saveUpto: 100,
      freeServings: 4,
      commonIngredients: ['tomato', 'onion'],
    });
  });

  it('counts the cost share covered, valued at the cheapest LOW_COST price', () => {
    // Pasta 300 g = 90 c, tomato 200 g = 80 c: the tomato covers 80 / 170 = 47 %.
    const pasta = dish('pasta pomodoro', { pasta: 300, tomato: 200 });
    const found = recommend([pasta], { tomato: 500 });
    expect(about(found, 'pasta pomodoro')).toMatchObject({
      saveUpto: 47,
      freeServings: 0,
      commonIngredients: ['tomato'],
    });
  });

  it('gives free servings below the default servings without calling the recipe free', () => {
    const sauce = dish(
      'sauce',
      { tomato: 400 },
      { defaultServings: 4, minServings: 1, incrServings: 1 },
    );
    const found = recommend([sauce], { tomato: 300 });
    expect(about(found, 'sauce')).toMatchObject({ saveUpto: 75, freeServings: 3 });
  });

  it('never rounds a nearly covered recipe up to 100', () => {
    const found = recommend([dish('sauce', { tomato: 1000 })], { tomato: 996 });
    expect(about(found, 'sauce')).toMatchObject({ saveUpto: 99, freeServings: 0 });
  });

  it('leaves staples and ingredients without a LOW_COST product out of the worth', () => {
    const found = recommend([dish('fancy', { tomato: 200, salt: 10, truffle: 5 })], {
      tomato: 200,
      salt: 100,
    });
    expect(about(found, 'fancy')).toMatchObject({
      saveUpto: 100,
      freeServings: 2,
      commonIngredients: ['tomato'],
    });
  });
});

describe('recommendByLeftovers: order and minimum', () => {
  const menu = [
    dish('b-tomato-onion', { tomato: 200, onion: 4 }),
    dish('a-tomato-basil', { tomato: 200, basil: 10 }),
    dish('c-tomato', { tomato: 200, pasta: 100 }),
    dish('d-pasta', { pasta: 300 }),
    dish('e-onion-only', { onion: 1 }),
  ];

  it('ranks by saveUpto, then leftovers used, then name; recipes using none come last', () => {
    const found = recommend(menu, { tomato: 200, onion: 4, basil: 10 });
    expect(found.map((r) => [r.recipe._id, r.saveUpto, r.commonIngredients.length])).toEqual([
      ['a-tomato-basil', 100, 2],
      ['b-tomato-onion', 100, 2],
      ['e-onion-only', 100, 1],
      // 80 c of 110 c.
      ['c-tomato', 73, 1],
      ['d-pasta', 0, 0],
    ]);
  });

  it('puts more leftovers used first at equal saveUpto', () => {
    const found = recommend(
      [dish('a-one', { tomato: 400 }), dish('z-two', { tomato: 400, onion: 4 })],
      { tomato: 100, onion: 1 },
    );
    expect(found.map((r) => [r.recipe._id, r.saveUpto])).toEqual([
      ['z-two', 25],
      ['a-one', 25],
    ]);
  });

  it(`tops the answer up to ${MIN_RECOMMENDATIONS} recipes in name order, whatever the limit`, () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      dish(`r${String(i).padStart(2, '0')}`, { pasta: 100 }),
    );
    const withTomato = dish('zz-tomato', { tomato: 100 });
    const found = recommend([...many, withTomato], { tomato: 100 }, {}, { limit: 3 });
    expect(found).toHaveLength(MIN_RECOMMENDATIONS);
    expect(ids(found).slice(0, 3)).toEqual(['zz-tomato', 'r00', 'r01']);
  });

  it('answers at most the limit of recipes that use leftovers', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      dish(`r${String(i).padStart(2, '0')}`, { tomato: 100 + i }),
    );
    const found = recommend(many, { tomato: 1000 }, {}, { limit: 20 });
    expect(found).toHaveLength(20);
    expect(found.every((r) => r.saveUpto === 100)).toBe(true);
  });

  it('answers fewer than the minimum only when fewer recipes pass', () => {
    const found = recommend(menu, { tomato: 200 }, { search: 'tomato' });
    // 80 %, 73 % and 29 % of their worth.
    expect(ids(found)).toEqual(['a-tomato-basil', 'c-tomato', 'b-tomato-onion']);
  });

  it('never recommends a recipe in the cart or a draft', () => {
    const draft = dish('draft', { tomato: 100 }, { status: 'draft' });
    const found = recommend(
      [...menu, draft],
      { tomato: 200 },
      {},
      {
        excludeRecipeIds: ['a-tomato-basil', 'unknown'],
      },
    );
    expect(ids(found)).not.toContain('a-tomato-basil');
    expect(ids(found)).not.toContain('draft');
    expect(found).toHaveLength(menu.length - 1);
  });
});

describe('recommendByLeftovers: filters', () => {
  const menu = [
    dish('Crème de tomate', { tomato: 200 }, { categories: ['french'], cookingTime: 20 }),
    dish('Tomato salad', { tomato: 100 }, { allergens: ['mustard'], storefronts: ['chefanna'] }),
    dish('Tomato steak', { tomato: 100, onion: 1 }, { diets: ['everything', 'keto'] }),
    dish(
      'Big tomato bake',
      { tomato: 300 },
      { nutrition: { calories: 900, protein: 1, fat: 1, carbs: 1 } },
    ),
  ];
  const leftovers = { tomato: 300, onion: 1 };
  const passing = (filters: RecommendationFilters) =>
    ids(recommend(menu, leftovers, filters)).sort();

  it.each<[string, RecommendationFilters, string[]]>([
    ['categories (any of)', { categories: ['french', 'none'] }, ['Crème de tomate']],
    [
      'allergies (none of)',
      { allergies: ['mustard'] },
      ['Big tomato bake', 'Crème de tomate', 'Tomato steak'],
    ],
    ['diet', { diet: 'keto' }, ['Tomato steak']],
    [
      'blank diet',
      { diet: '' },
      ['Big tomato bake', 'Crème de tomate', 'Tomato salad', 'Tomato steak'],
    ],
    [
      '"everything"',
      { diet: 'everything' },
      ['Big tomato bake', 'Crème de tomate', 'Tomato salad', 'Tomato steak'],
    ],
    ['a storefront some recipe lists', { storefront: 'ChefAnna' }, ['Tomato salad']],
    [
      'a handle no recipe lists (the default storefront)',
      { storefront: 'mise' },
      ['Big tomato bake', 'Crème de tomate', 'Tomato salad', 'Tomato steak'],
    ],
    ['search, accents and case ignored', { search: 'CREME  tomate' }, ['Crème de tomate']],
    ['cooking time', { cookingTimeMax: 25 }, ['Crème de tomate']],
    ['calories', { caloriesMin: 600, caloriesMax: 1000 }, ['Big tomato bake']],
  ])('applies %s', (_, filters, expected) => {
    expect(passing(filters)).toEqual(expected);
  });
});

describe('recommendationIndexFor', () => {
  it('revalues the recipes after a price change, keeping their layout', () => {
    const pasta = dish('pasta pomodoro', { pasta: 300, tomato: 200 });
    const before = indexCatalog(copyOf([pasta]));
    // The 1 kg pack gone dear, the 500 g one is the cheapest tomato: 100 c of 190 c covered.
    const after = withProductPrice(before, 'tomato-1k', 1000);
    const leftovers = new Map([['tomato', 500]]);
    const saveUpto = (catalog: PricingCatalog) =>
      recommendByLeftovers(recommendationIndexFor(catalog), leftovers, {})[0]?.saveUpto;
    expect([saveUpto(before), saveUpto(after)]).toEqual([47, 53]);
    expect(recommendationIndexFor(after).postingRecipe).toBe(
      recommendationIndexFor(before).postingRecipe,
    );
  });

  it('builds the index once per catalog', () => {
    const copy = copyOf([dish('soup', { tomato: 100 })]);
    const catalog = indexCatalog(copy);
    expect(recommendationIndexFor(catalog)).toBe(recommendationIndexFor(catalog));
    expect(recommendationIndexFor(indexCatalog(copy))).not.toBe(recommendationIndexFor(catalog));
  });
});

describe('recommendByLeftovers against a scan of every recipe', () => {
  const ingredientIds = ['tomato', 'onion', 'pasta', 'basil', 'salt', 'truffle'];
  const unitPrice: Record<string, number> = { tomato: 0.4, onion: 50, pasta: 0.3, basil: 2 };
  const arbitraryRecipe = fc.record({
    uses: fc.dictionary(fc.constantFrom(...ingredientIds), fc.integer({ min: 1, max: 500 }), {
      minKeys: 1,
    }),
    defaultServings: fc.integer({ min: 1, max: 6 }),
    minServings: fc.integer({ min: 1, max: 4 }),
    incrServings: fc.integer({ min: 1, max: 3 }),
  });
  const arbitraryLeftovers = fc.dictionary(
    fc.constantFrom(...ingredientIds),
    fc.integer({ min: 0, max: 1200 }),
  );

  /** The rules read straight off the spec, recipe by recipe. */
  function scan(recipe: PricingCopyRecipe, leftovers: Record<string, number>) {
    const priced = recipe.ingredients.filter((i) => unitPrice[i.ingredientId] !== undefined);
    const worth = priced.reduce((sum, i) => sum + i.quantity * (unitPrice[i.ingredientId] ?? 0), 0);
    const covered = priced.reduce(
      (sum, i) =>
        sum +
        Math.min(i.quantity, leftovers[i.ingredientId] ?? 0) * (unitPrice[i.ingredientId] ?? 0),
      0,
    );
    const common = priced.filter((i) => (leftovers[i.ingredientId] ?? 0) > 0);
    const full =
      priced.length > 0 && priced.every((i) => (leftovers[i.ingredientId] ?? 0) >= i.quantity);
    let freeServings = 0;
    if (common.length === priced.length && priced.length > 0) {
      for (let s = recipe.minServings; s <= 10_000; s += recipe.incrServings) {
        const fits = priced.every(
          (i) =>
            (i.quantity * s) / recipe.defaultServings <= (leftovers[i.ingredientId] ?? 0) + 1e-6,
        );
        if (!fits) break;
        freeServings = s;
      }
    }
    return {
      saveUpto:
        common.length === 0 ? 0 : full ? 100 : Math.min(99, Math.round((100 * covered) / worth)),
      freeServings,
      common: common.length,
    };
  }

  it('agrees on every figure and on the order, query after query', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRecipe, { minLength: 1, maxLength: 40 }),
        arbitraryLeftovers,
        arbitraryLeftovers,
        (drawn, earlier, leftovers) => {
          const recipes = drawn.map((r, i) =>
            dish(`r${String(i).padStart(2, '0')}`, r.uses, {
              defaultServings: r.defaultServings,
              minServings: r.minServings,
              incrServings: r.incrServings,
            }),
          );
          // A query after another on the same index: nothing of the first may leak into it.
          const index = buildRecommendationIndex(copyOf(recipes));
          recommendByLeftovers(index, new Map(Object.entries(earlier)), {});
          const found = recommendByLeftovers(
            index,
            new Map(Object.entries(leftovers)),
            {},
            {
              limit: 100,
            },
          );
          const expected = recipes
            .map((r) => ({ id: r._id, ...scan(r, leftovers) }))
            .sort(
              (a, b) => b.saveUpto - a.saveUpto || b.common - a.common || (a.id < b.id ? -1 : 1),
            );
          const users = expected.filter((r) => r.common > 0);
          const shown = Math.max(users.length, Math.min(MIN_RECOMMENDATIONS, recipes.length));
          expect(
            found.map((r) => ({
              id: r.recipe._id,
              saveUpto: r.saveUpto,
              freeServings: r.freeServings,
              common: r.commonIngredients.length,
            })),
          ).toEqual(expected.slice(0, shown));
        },
      ),
      { numRuns: 200 },
    );
  });
});
