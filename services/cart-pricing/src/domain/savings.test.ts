import type { PricingCopy } from '@mise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogAndCartArb } from '../testing/arbitraries.js';
import { cartInput } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { firstOrder, tenOff } from '../testing/promos.js';
import { type CartInput, indexCatalog, type PricingCatalog, priceCart } from './pricing-engine.js';

/**
 * The spec's definition, worked out from the catalog copy and the cart alone: each distinct
 * recipe at its total servings, its required (not staple, not removed) ingredients bought
 * alone in whole packs at the cart's tier, against the same ingredients bought once for the
 * whole cart. Carts here carry no swaps.
 */
function byDefinition(copy: PricingCopy, catalog: PricingCatalog, cart: CartInput) {
  const required = new Map(copy.ingredients.map((i) => [i._id, i.required]));
  const removed = new Set(cart.removedIngredientList);
  const cost = (ingredientId: string, amount: number) =>
    catalog.pricer.pricing(ingredientId, cart.brandType).mix(amount).costCents;
  const servingsOf = new Map<string, number>();
  for (const { id, servings } of cart.recipes) {
    servingsOf.set(id, (servingsOf.get(id) ?? 0) + servings);
  }
  const together = new Map<string, number>();
  let separate = 0;
  for (const [id, servings] of servingsOf) {
    const recipe = copy.recipes.find((r) => r._id === id);
    if (!recipe) throw new Error(`cart names unknown recipe ${id}`);
    for (const { ingredientId, quantity } of recipe.ingredients) {
      if (removed.has(ingredientId) || !required.get(ingredientId)) continue;
      const amount = (quantity * servings) / recipe.defaultServings;
      separate += cost(ingredientId, amount);
      together.set(ingredientId, (together.get(ingredientId) ?? 0) + amount);
    }
  }
  let bought = 0;
  for (const [ingredientId, amount] of together) bought += cost(ingredientId, amount);
  return { separate, save: separate - bought };
}

/** A generated cart without swaps, one of its recipes sometimes also chosen for lunch. */
const cartsArb = fc
  .tuple(catalogAndCartArb, fc.option(fc.nat(), { nil: undefined }), fc.nat({ max: 2 }))
  .map(([{ copy, cart }, twice, steps]) => {
    const again = twice === undefined ? undefined : cart.recipes[twice % cart.recipes.length];
    const recipe = copy.recipes.find((r) => r._id === again?.id);
    const lunch =
      again && recipe
        ? [
            {
              id: again.id,
              servings: recipe.minServings + steps * recipe.incrServings,
              mealTypeId: 'lunch',
            },
          ]
        : [];
    return {
      copy,
      cart: { ...cart, ingredientSubstitutes: [], recipes: [...cart.recipes, ...lunch] },
    };
  });

describe('savings ("You save")', () => {
  it('follow the definition: each recipe bought separately, at the same tier, without staples', () => {
    fc.assert(
      fc.property(cartsArb, ({ copy, cart }) => {
        const catalog = indexCatalog(copy);
        const { cost } = priceCart(cart, catalog);
        const expected = byDefinition(copy, catalog, cart);
        expect(cost.userSaveAmount).toBe(expected.save);
        expect(cost.userSaveAmount).toBeGreaterThanOrEqual(0);
        expect(cost.actualCostWithoutDiscount).toBe(expected.separate);
        expect(cost.otherRecipesKitsCost).toBe(expected.separate);
      }),
    );
  });

  it('do not move with added staples, the pantry or a promo code', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const catalog = indexCatalog(copy);
        const plain = priceCart(
          { ...cart, nonRequiredProductsToCost: [], pantry: new Map(), promo: null },
          catalog,
        ).cost;
        const dressed = priceCart(
          {
            ...cart,
            nonRequiredProductsToCost: copy.ingredients.map((i) => i._id),
            promo: { code: '10OFF', rule: tenOff, facts: firstOrder },
          },
          catalog,
        ).cost;
        expect(dressed.userSaveAmount).toBe(plain.userSaveAmount);
        expect(dressed.actualCostWithoutDiscount).toBe(plain.actualCostWithoutDiscount);
      }),
    );
  });
});

describe('savings, by hand (see testing/kitchen.ts)', () => {
  const catalog = indexCatalog(kitchen);
  const cost = (fields: Partial<CartInput>) => priceCart(cartInput(fields), catalog).cost;
  const risottoAndPilaf = [
    { id: 'risotto', servings: 4 },
    { id: 'pilaf', servings: 4 },
  ];

  it('leave out a staple the shopper adds: no bottle of oil or bag of salt per kit', () => {
    // Risotto alone 1225 + pilaf alone 936 = 2161; together 1534 (price-cart.test.ts).
    // Adding salt would have put a 129 bag into each kit and one into the cart: 129 more saved.
    const withSalt = cost({ recipes: risottoAndPilaf, nonRequiredProductsToCost: ['salt'] });
    expect(withSalt).toMatchObject({ actualCostWithoutDiscount: 2161, userSaveAmount: 627 });
    expect(withSalt.priceOfRequiredProducts).toBe(1534 + 129);
  });

  it('count the same recipe twice as one recipe at its total servings', () => {
    // Risotto for 2 at lunch and for 2 at dinner is risotto for 4: nothing saved.
    const twice = cost({
      recipes: [
        { id: 'risotto', servings: 2, mealTypeId: 'lunch' },
        { id: 'risotto', servings: 2, mealTypeId: 'dinner' },
      ],
    });
    const once = cost({ recipes: [{ id: 'risotto', servings: 4 }] });
    expect(twice.userSaveAmount).toBe(0);
    expect(twice.actualCostWithoutDiscount).toBe(once.actualCostWithoutDiscount);
    expect(twice.priceOfRequiredProducts).toBe(once.priceOfRequiredProducts);
  });

  it('leave a promo code out: the discount has its own line', () => {
    const promo = { code: '10OFF', rule: tenOff, facts: firstOrder };
    const discounted = cost({ recipes: risottoAndPilaf, promo });
    expect(discounted.promoDiscount).toBeGreaterThan(0);
    expect(discounted.userSaveAmount).toBe(627);
  });
});
