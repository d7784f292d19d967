import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PricedGroceries, priceGroceries } from './grocery-lines.js';
import type { NeedsInput, RecipeForNeeds, RecipeSelection } from './needs.js';
import { tierPricer } from './tier-pricer.js';
import { type BrandTier, brandTiers, type CatalogProduct, indexProducts } from './tier-prices.js';

describe('priceGroceries', () => {
  const products: CatalogProduct[] = [
    {
      id: 'flour-1kg',
      ingredientId: 'flour',
      brandType: 'LOW_COST',
      packSize: 1000,
      priceCents: 500,
    },
    {
      id: 'flour-400',
      ingredientId: 'flour',
      brandType: 'LOW_COST',
      packSize: 400,
      priceCents: 150,
    },
    { id: 'eggs-12', ingredientId: 'egg', brandType: 'LOW_COST', packSize: 12, priceCents: 399 },
    { id: 'eggs-6-org', ingredientId: 'egg', brandType: 'ORGANIC', packSize: 6, priceCents: 450 },
    {
      id: 'salt-1kg',
      ingredientId: 'salt',
      brandType: 'LOW_COST',
      packSize: 1000,
      priceCents: 129,
    },
  ];
  const bread: RecipeForNeeds = {
    recipeId: 'bread',
    defaultServings: 4,
    ingredients: [
      { ingredientId: 'flour', quantity: 600 },
      { ingredientId: 'egg', quantity: 2 },
      { ingredientId: 'salt', quantity: 10 },
      { ingredientId: 'yeast', quantity: 7 },
    ],
  };
  const input: NeedsInput = {
    selections: [{ recipe: bread, servings: 8 }],
    required: new Map([
      ['flour', true],
      ['egg', true],
      ['salt', false],
      ['yeast', true],
    ]),
    pantry: new Map([['egg', 1]]),
  };
  const index = tierPricer(indexProducts(products));

  it('prices each line with the cheapest pack mix and adds the lines up', () => {
    const { lines, totals, offeredStaples } = priceGroceries(input, index, 'LOW_COST');
    expect(offeredStaples.map((s) => s.ingredientId)).toEqual(['salt']);
    const flour = lines.find((l) => l.ingredientId === 'flour');
    expect(flour).toMatchObject({
      totalIngredientAmountRequired: 1200,
      youNeedQuantity: 1200,
      packs: [{ productId: 'flour-400', count: 3, packSize: 400, priceCents: 150 }],
      ingredientAmountDelivered: 1200,
      productsAmount: 450,
      leftOverQuantity: 0,
      leftOverValueCents: 0,
      usagePercentage: 100,
      priceFallback: false,
    });
    const egg = lines.find((l) => l.ingredientId === 'egg');
    expect(egg).toMatchObject({
      pantryUsed: 1,
      fromUserPantry: true,
      youNeedQuantity: 3,
      ingredientAmountDelivered: 12,
      productsAmount: 399,
      leftOverQuantity: 9,
      leftOverValueCents: 299, // 399 x 9 / 12 = 299.25
      usagePercentage: 25,
    });
    expect(lines.find((l) => l.ingredientId === 'yeast')).toMatchObject({
      available: false,
      productsAmount: 0,
      packs: [],
    });
    expect(totals).toEqual({
      productsAmount: 849,
      leftOverValueCents: 299,
      unavailableIngredientIds: ['yeast'],
    });
  });

  it('uses the tier, and falls back to LOW_COST x coefficient where it has no product', () => {
    const { lines } = priceGroceries(input, index, 'ORGANIC');
    expect(lines.find((l) => l.ingredientId === 'egg')).toMatchObject({
      productTier: 'ORGANIC',
      priceFallback: false,
      packs: [{ productId: 'eggs-6-org', count: 1 }],
      productsAmount: 450,
    });
    expect(lines.find((l) => l.ingredientId === 'flour')).toMatchObject({
      productTier: 'LOW_COST',
      priceFallback: true,
      packs: [{ productId: 'flour-400', count: 3, priceCents: 168 }], // 150 x 1.12
      productsAmount: 504,
    });
  });

  it('buys nothing for an ingredient the pantry covers', () => {
    const { lines } = priceGroceries(
      { ...input, pantry: new Map([['flour', 5000]]) },
      index,
      'LOW_COST',
    );
    expect(lines.find((l) => l.ingredientId === 'flour')).toMatchObject({
      pantryUsed: 1200,
      youNeedQuantity: 0,
      packs: [],
      productsAmount: 0,
      ingredientAmountDelivered: 0,
      leftOverQuantity: 0,
      usagePercentage: 0,
    });
  });
});

// ---- Properties on random carts and catalogs -------------------------------------------------

const ingredientIds = ['a', 'b', 'c', 'd', 'e'] as const;

const catalogArb = fc
  .tuple(
    ...ingredientIds.map((ingredientId) =>
      fc.array(
        fc.record({
          brandType: fc.constantFrom<BrandTier>(...brandTiers),
          packSize: fc.integer({ min: 1, max: 2000 }),
          priceCents: fc.integer({ min: 20, max: 3000 }),
        }),
        // 'e' may have no product at all.
        { minLength: ingredientId === 'e' ? 0 : 1, maxLength: 4 },
      ),
    ),
  )
  .map((perIngredient) =>
    perIngredient.flatMap((list, i) => {
      const ingredientId = ingredientIds[i] as string;
      // Every ingredient but 'e' has a LOW_COST product to fall back on.
      const withLowCost = list.map((p, j) =>
        j === 0 && ingredientId !== 'e' ? { ...p, brandType: 'LOW_COST' as const } : p,
      );
      return withLowCost.map((p, j) => ({ ...p, id: `${ingredientId}-${j}`, ingredientId }));
    }),
  );

const recipeArb = (recipeId: string) =>
  fc.record({
    recipeId: fc.constant(recipeId),
    defaultServings: fc.integer({ min: 1, max: 6 }),
    ingredients: fc.uniqueArray(
      fc.record({
        ingredientId: fc.constantFrom(...ingredientIds),
        quantity: fc.double({ min: 0.1, max: 800, noNaN: true }),
      }),
      { selector: (i) => i.ingredientId, minLength: 1, maxLength: 4 },
    ),
  });

const selectionArb = (recipeId: string) =>
  fc.record({ recipe: recipeArb(recipeId), servings: fc.integer({ min: 1, max: 8 }) });

const cartArb = fc.record({
  products: catalogArb,
  selections: fc
    .array(fc.nat(), { maxLength: 4 })
    .chain((keys) => fc.tuple(...keys.map((_, i) => selectionArb(`r${i}`)))),
  required: fc.tuple(...ingredientIds.map(() => fc.boolean())),
  pantry: fc.dictionary(
    fc.constantFrom(...ingredientIds),
    fc.double({ min: 0, max: 1500, noNaN: true }),
  ),
  addedStaples: fc.subarray([...ingredientIds]),
  removed: fc.subarray([...ingredientIds], { maxLength: 2 }),
  tier: fc.constantFrom<BrandTier>(...brandTiers),
  extra: selectionArb('extra'),
});

type Cart = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

function inputOf(
  cart: Cart,
  selections: readonly RecipeSelection[],
  withPantry = true,
): NeedsInput {
  return {
    selections,
    required: new Map(ingredientIds.map((id, i) => [id, cart.required[i] ?? true])),
    pantry: withPantry ? new Map(Object.entries(cart.pantry)) : new Map(),
    addedStaples: new Set(cart.addedStaples),
    removed: new Set(cart.removed),
  };
}

function price(cart: Cart, selections: readonly RecipeSelection[], withPantry = true) {
  return priceGroceries(
    inputOf(cart, selections, withPantry),
    tierPricer(indexProducts(cart.products)),
    cart.tier,
  );
}

const cost = (priced: PricedGroceries) => priced.totals.productsAmount;

describe('pricing properties', () => {
  it('lines add up to the totals', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const priced = price(cart, cart.selections);
        let products = 0;
        let leftOver = 0;
        for (const line of priced.lines) {
          products += line.productsAmount;
          leftOver += line.leftOverValueCents;
          expect(line.productsAmount).toBe(
            line.packs.reduce((sum, p) => sum + p.count * p.priceCents, 0),
          );
          expect(line.ingredientAmountDelivered).toBeCloseTo(
            line.packs.reduce((sum, p) => sum + p.count * p.packSize, 0),
            6,
          );
          expect(line.leftOverValueCents).toBeLessThanOrEqual(line.productsAmount);
          expect(line.pantryUsed + line.youNeedQuantity).toBeCloseTo(
            line.totalIngredientAmountRequired,
            6,
          );
        }
        expect(priced.totals.productsAmount).toBe(products);
        expect(priced.totals.leftOverValueCents).toBe(leftOver);
      }),
    );
  });

  it('the order of the recipes never changes the result', () => {
    fc.assert(
      fc.property(
        cartArb.chain((cart) =>
          fc.tuple(
            fc.constant(cart),
            fc.shuffledSubarray(cart.selections, {
              minLength: cart.selections.length,
              maxLength: cart.selections.length,
            }),
          ),
        ),
        ([cart, shuffled]) => {
          expect(price(cart, shuffled)).toEqual(price(cart, cart.selections));
        },
      ),
    );
  });

  it('adding a recipe never lowers the product cost', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const before = cost(price(cart, cart.selections));
        expect(cost(price(cart, [...cart.selections, cart.extra]))).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('adding a serving never lowers the product cost', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(), (cart, pick) => {
        fc.pre(cart.selections.length > 0);
        const i = pick % cart.selections.length;
        const more = cart.selections.map((s, j) =>
          j === i ? { ...s, servings: s.servings + 1 } : s,
        );
        expect(cost(price(cart, more))).toBeGreaterThanOrEqual(cost(price(cart, cart.selections)));
      }),
    );
  });

  it('the pantry never raises the product cost', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(cost(price(cart, cart.selections, true))).toBeLessThanOrEqual(
          cost(price(cart, cart.selections, false)),
        );
      }),
    );
  });

  it('leftovers are never negative and usage stays within 0..100', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const line of price(cart, cart.selections).lines) {
          expect(line.leftOverQuantity).toBeGreaterThanOrEqual(0);
          expect(line.leftOverValueCents).toBeGreaterThanOrEqual(0);
          expect(line.usagePercentage).toBeGreaterThanOrEqual(0);
          expect(line.usagePercentage).toBeLessThanOrEqual(100);
          if (line.available) {
            expect(line.ingredientAmountDelivered).toBeGreaterThanOrEqual(
              line.youNeedQuantity - 1e-9,
            );
          }
        }
      }),
    );
  });
});
