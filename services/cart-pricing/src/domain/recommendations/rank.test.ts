import { MAX_RECIPE_SERVINGS, type PricingCopyRecipe } from '@mise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartInput, ingredient, pricingCopy, product, recipe } from '../../testing/copy-builder.js';
import {
  type CartInput,
  indexCatalog,
  type PricingCatalog,
  priceCart,
  withProductPrice,
} from '../pricing-engine.js';
import type { RecommendationFilters } from './filters.js';
import { MIN_RECOMMENDATIONS, type Recommendation, recommendByLeftovers } from './rank.js';
import { recommendationIndexFor } from './recommendation-index.js';

// LOW_COST packs: tomato 500 g for 250 c or 1 kg for 400 c, onion 3 for 150 c, pasta 900 g for
// 270 c, basil 50 g for 100 c. Salt is a staple; truffle has no LOW_COST product.
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

const catalogOf = (recipes: PricingCopyRecipe[]) =>
  indexCatalog(pricingCopy({ recipes, ingredients, products }));

/** Recommendations for `cart` (empty by default) with the leftovers its packs leave. */
function recommend(
  recipes: PricingCopyRecipe[],
  cart: Partial<CartInput> = {},
  filters: RecommendationFilters = {},
  options: { limit?: number } = {},
): Recommendation[] {
  const catalog = catalogOf(recipes);
  const input = cartInput(cart);
  return recommendByLeftovers(catalog, {
    cart: input,
    leftovers: priceCart(input, catalog).leftovers,
    filters,
    options: { ...options, excludeRecipeIds: input.recipes.map((r) => r.id) },
  });
}

const ids = (found: Recommendation[]) => found.map((r) => r.recipe._id);
const about = (found: Recommendation[], id: string) => found.find((r) => r.recipe._id === id);

/** 600 g of tomato for 2 servings: the cart buys the 1 kg pack and 400 g is left. */
const sauce = dish('sauce', { tomato: 600 });
const sauceCart = { recipes: [{ id: 'sauce', servings: 2 }] };

describe('recommendByLeftovers: what adding a recipe saves', () => {
  it('calls a recipe the leftovers fully cover free, and stops its free servings where a pack is added', () => {
    const bruschetta = dish('bruschetta', { tomato: 400 });
    const found = recommend([sauce, bruschetta], sauceCart);
    // Alone: a 500 g pack, 250 c. Added at 2 servings: nothing; at 4 (800 g more) a pack.
    expect(about(found, 'bruschetta')).toMatchObject({
      saveUpto: 100,
      freeServings: 2,
      commonIngredients: ['tomato'],
    });
  });

  it('counts what the recipe adds to the cart against what it costs alone', () => {
    const soup = dish('soup', { tomato: 400, onion: 2, salt: 5 });
    const found = recommend([sauce, soup], sauceCart);
    // Alone: 250 c of tomato and 150 c of onions (salt is a staple). Added: the onions only.
    expect(about(found, 'soup')).toMatchObject({ saveUpto: 62, freeServings: 0 });
  });

  it('rounds down, so a recipe is never said to save more than it does', () => {
    // Cart: 100 g of tomato, 400 g left in a 500 g pack. Candidate 600 g: 400 c alone (1 kg);
    // with the cart 700 g, still one 1 kg pack: 400 - 250 = 150 c added, 62.5 % saved.
    const found = recommend([dish('salad', { tomato: 100 }), dish('passata', { tomato: 600 })], {
      recipes: [{ id: 'salad', servings: 2 }],
    });
    expect(about(found, 'passata')?.saveUpto).toBe(62);
  });

  it('sees what bigger packs save even when the cart leaves nothing over', () => {
    // 500 g exactly: no leftover. Adding 500 g more turns two 250 c packs into one of 400 c.
    const found = recommend([dish('salad', { tomato: 500 }), dish('stew', { tomato: 500 })], {
      recipes: [{ id: 'salad', servings: 2 }],
    });
    expect(about(found, 'stew')).toMatchObject({ saveUpto: 40, commonIngredients: [] });
  });

  it('prices at the cart’s brand tier', () => {
    const pasta = dish('pasta pomodoro', { pasta: 300, tomato: 200 });
    const lowCost = recommend([sauce, pasta], sauceCart);
    const premium = recommend([sauce, pasta], { ...sauceCart, brandType: 'PREMIUM' });
    // LOW_COST: 270 c of pasta + 250 c of tomato alone, the tomato free: 48 %. PREMIUM: the
    // pasta at 270 x 1.08 = 292 c, tomato 300 c alone and free: 50 %.
    expect(about(lowCost, 'pasta pomodoro')?.saveUpto).toBe(48);
    expect(about(premium, 'pasta pomodoro')?.saveUpto).toBe(50);
  });

  it('gives nothing to save for a recipe that buys nothing', () => {
    const found = recommend([dish('seasoning', { salt: 10 })], {});
    expect(about(found, 'seasoning')).toMatchObject({ saveUpto: 0, freeServings: 0 });
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
  // 600 g of tomato (1 kg pack, 400 g left), 2 onions (1 left), 40 g of basil (10 g left).
  const cook = dish('cook', { tomato: 600, onion: 2, basil: 40 });
  const cart = { recipes: [{ id: 'cook', servings: 2 }] };

  it('ranks by saveUpto, then leftovers used, then name', () => {
    const found = recommend([...menu, cook], cart);
    expect(found.map((r) => [r.recipe._id, r.saveUpto, r.commonIngredients.length])).toEqual([
      ['a-tomato-basil', 100, 2],
      ['e-onion-only', 100, 1],
      // Tomato free; 4 onions cost 300 c alone, and with the cart's 2 one more 3-pack: 400 / 550.
      ['b-tomato-onion', 72, 2],
      // Tomato free, the pasta not: 250 / 520.
      ['c-tomato', 48, 1],
      ['d-pasta', 0, 0],
    ]);
  });

  it(`tops the answer up to ${MIN_RECOMMENDATIONS} recipes, whatever the limit`, () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      dish(`r${String(i).padStart(2, '0')}`, { pasta: 100 }),
    );
    const found = recommend(
      [...many, dish('zz-tomato', { tomato: 100 }), cook],
      cart,
      {},
      {
        limit: 3,
      },
    );
    expect(found).toHaveLength(MIN_RECOMMENDATIONS);
    expect(ids(found).slice(0, 3)).toEqual(['zz-tomato', 'r00', 'r01']);
  });

  it('answers at most the limit of recipes, the best first', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      dish(`r${String(i).padStart(2, '0')}`, { tomato: 100 + 20 * i }),
    );
    const found = recommend([...many, cook], cart, {}, { limit: 20 });
    expect(found).toHaveLength(20);
    // 400 g left: the recipes needing up to 400 g (r00 to r15) are free.
    expect(found.filter((r) => r.saveUpto === 100).map((r) => r.recipe._id)).toEqual(
      many.slice(0, 16).map((r) => r._id),
    );
  });

  it('answers fewer than the minimum only when fewer recipes pass', () => {
    const found = recommend([...menu, cook], cart, { search: 'tomato' });
    expect(ids(found).sort()).toEqual(['a-tomato-basil', 'b-tomato-onion', 'c-tomato']);
  });

  it('never recommends a recipe in the cart or a draft', () => {
    const draft = dish('draft', { tomato: 100 }, { status: 'draft' });
    const found = recommend([...menu, cook, draft], {
      recipes: [...cart.recipes, { id: 'a-tomato-basil', servings: 2 }],
    });
    expect(ids(found)).not.toContain('a-tomato-basil');
    expect(ids(found)).not.toContain('draft');
    expect(ids(found)).not.toContain('cook');
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
  // 300 g of tomato and an onion left over.
  const cart = {
    recipes: [{ id: 'cook', servings: 2 }],
  };
  const cook = dish('cook', { tomato: 700, onion: 2 }, { categories: ['none'] });
  const passing = (filters: RecommendationFilters) =>
    ids(recommend([...menu, cook], cart, filters)).sort();

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
    const before = catalogOf([dish('pasta pomodoro', { pasta: 300, tomato: 200 })]);
    const after = withProductPrice(before, 'tomato-1k', 1000);
    const worth = (catalog: PricingCatalog) => recommendationIndexFor(catalog).recipeValue[0];
    // Pasta 0.3 c/g x 300; tomato 0.4 c/g, then 0.5 c/g from the 500 g pack, x 200.
    expect([worth(before), worth(after)]).toEqual([170, 190]);
    expect(recommendationIndexFor(after).postingRecipe).toBe(
      recommendationIndexFor(before).postingRecipe,
    );
  });

  it('builds the index once per catalog', () => {
    const copy = pricingCopy({ recipes: [dish('soup', { tomato: 100 })], ingredients, products });
    const catalog = indexCatalog(copy);
    expect(recommendationIndexFor(catalog)).toBe(recommendationIndexFor(catalog));
    expect(recommendationIndexFor(indexCatalog(copy))).not.toBe(recommendationIndexFor(catalog));
  });
});

describe('recommendByLeftovers against the definition, priced cart by cart', () => {
  const ingredientIds = ['tomato', 'onion', 'pasta', 'basil', 'salt', 'truffle'];
  const arbitraryRecipe = fc.record({
    uses: fc.dictionary(fc.constantFrom(...ingredientIds), fc.integer({ min: 1, max: 900 }), {
      minKeys: 1,
    }),
    minServings: fc.integer({ min: 1, max: 4 }),
    incrServings: fc.integer({ min: 1, max: 3 }),
    /** Grid steps from the least servings to the default, which the catalog keeps on the grid. */
    defaultSteps: fc.integer({ min: 0, max: 2 }),
  });
  const arbitraryCart = fc.record({
    picks: fc.array(fc.record({ recipe: fc.nat(), steps: fc.integer({ min: 0, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    brandType: fc.constantFrom('LOW_COST' as const, 'PREMIUM' as const, 'ORGANIC' as const),
    salt: fc.boolean(),
    pantryTomato: fc.integer({ min: 0, max: 600 }),
  });

  it('answers every other recipe, each with the figures the shop’s own prices give, best first', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRecipe, { minLength: 2, maxLength: 10 }),
        arbitraryCart,
        (drawn, drawnCart) => {
          const recipes = drawn.map((r, i) =>
            dish(`r${String(i).padStart(2, '0')}`, r.uses, {
              defaultServings: r.minServings + r.defaultSteps * r.incrServings,
              minServings: r.minServings,
              incrServings: r.incrServings,
            }),
          );
          const catalog = catalogOf(recipes);
          // One selection per recipe: the same recipe twice needs two meal types.
          const chosen = new Map<string, number>();
          for (const { recipe: pick, steps } of drawnCart.picks) {
            const r = recipes[pick % recipes.length];
            if (r) chosen.set(r._id, r.minServings + steps * r.incrServings);
          }
          const selections = [...chosen].map(([id, servings]) => ({ id, servings }));
          const cart = cartInput({
            recipes: selections,
            brandType: drawnCart.brandType,
            nonRequiredProductsToCost: drawnCart.salt ? ['salt'] : [],
            pantry: new Map([['tomato', drawnCart.pantryTomato]]),
          });
          const productCost = (input: CartInput) =>
            priceCart(input, catalog).cost.priceOfRequiredProducts;
          const cartCents = productCost(cart);
          const addedAt = (id: string, servings: number) =>
            productCost({ ...cart, recipes: [...selections, { id, servings }] }) - cartCents;
          const { leftovers } = priceCart(cart, catalog);

          const found = recommendByLeftovers(catalog, {
            cart,
            leftovers,
            filters: {},
            options: { excludeRecipeIds: selections.map((s) => s.id), limit: 100 },
          });

          const inCart = new Set(selections.map((s) => s.id));
          expect(ids(found).sort()).toEqual(
            recipes.map((r) => r._id).filter((id) => !inCart.has(id)),
          );
          for (const { recipe: r, saveUpto, freeServings, commonIngredients } of found) {
            const alone = productCost({
              ...cart,
              recipes: [{ id: r._id, servings: r.defaultServings }],
              pantry: new Map(),
            });
            const added = addedAt(r._id, r.defaultServings);
            expect(saveUpto).toBe(alone > 0 ? Math.floor((100 * (alone - added)) / alone) : 0);
            const next = freeServings === 0 ? r.minServings : freeServings + r.incrServings;
            if (alone > 0 && freeServings > 0) expect(addedAt(r._id, freeServings)).toBe(0);
            if (alone > 0 && next <= MAX_RECIPE_SERVINGS)
              expect(addedAt(r._id, next)).toBeGreaterThan(0);
            if (alone === 0) expect(freeServings).toBe(0);
            const priced = new Set(['tomato', 'onion', 'pasta', 'basil']);
            expect(commonIngredients).toEqual(
              r.ingredients
                .map((i) => i.ingredientId)
                .filter((id) => priced.has(id) && (leftovers.get(id) ?? 0) > 0),
            );
          }
          const order = found.map((r) => [-r.saveUpto, -r.commonIngredients.length, r.recipe._id]);
          expect(order).toEqual(
            order.toSorted((a, b) => {
              for (let k = 0; k < 3; k++) {
                if (a[k] !== b[k]) return (a[k] ?? 0) < (b[k] ?? 0) ? -1 : 1;
              }
              return 0;
            }),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
