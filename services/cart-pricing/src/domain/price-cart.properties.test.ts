import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogAndCartArb } from '../testing/arbitraries.js';
import { heldOn, type PantryLot } from './pantry.js';
import {
  type CartInput,
  cartProblems,
  indexCatalog,
  type PricedCart,
  priceCart,
} from './pricing-engine.js';

const lines = (
  cart: PricedCart,
  list: 'requiredProducts' | 'nonRequiredProducts' = 'requiredProducts',
) => cart.groceries[list].flatMap((category) => category.ingredients);

/** The priced cart with the cart's own order taken out: the only fields that keep it. */
function orderFree(cart: PricedCart) {
  const byId = <T extends { _id?: string; recipeId?: string }>(items: T[]) =>
    [...items].sort((a, b) => ((a._id ?? a.recipeId ?? '') < (b._id ?? b.recipeId ?? '') ? -1 : 1));
  return {
    ...cart,
    selectedRecipes: byId(cart.selectedRecipes),
    list: { ...cart.list, freeServingsList: byId(cart.list.freeServingsList) },
  };
}

describe('priceCart properties', () => {
  it('prices every cart cartProblems accepts', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        expect(cartProblems(cart, indexCatalog(copy))).toEqual([]);
      }),
    );
  });

  it('lines add up to the totals', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const priced = priceCart(cart, indexCatalog(copy));
        const { cost } = priced;
        for (const line of lines(priced)) {
          const packs = line.assignedProducts.reduce((sum, p) => sum + p.price * p.count, 0);
          expect(packs).toBe(line.productsAmount);
        }
        expect(lines(priced).reduce((sum, l) => sum + l.productsAmount, 0)).toBe(
          cost.priceOfRequiredProducts,
        );
        expect(priced.selectedRecipes.reduce((sum, r) => sum + r.kitCost, 0)).toBe(
          cost.actualCostWithoutDiscount,
        );
        expect(cost.otherRecipesKitsCost).toBe(cost.actualCostWithoutDiscount);
        expect(cost.subTotal).toBe(cost.priceOfRequiredProducts + cost.totalPriceExtra);
        expect(cost.totalPrice).toBe(
          cost.subTotal -
            cost.promoDiscount +
            cost.extraProductTaxes +
            cost.serviceFee +
            cost.deliveryFee,
        );
        expect(cost.totalServings).toBe(cart.recipes.reduce((sum, r) => sum + r.servings, 0));
        expect(cost.totalAmountOfRecipes).toBe(cart.recipes.length);
        expect(priced.list.totalAmountOfFreeServings).toBe(
          priced.list.freeServingsList.reduce((sum, f) => sum + f.servings, 0),
        );
      }),
    );
  });

  it('the order of the recipes never changes the result', () => {
    fc.assert(
      fc.property(
        catalogAndCartArb,
        fc.array(fc.integer(), { minLength: 4, maxLength: 4 }),
        ({ copy, cart }, keys) => {
          const catalog = indexCatalog(copy);
          const order = cart.recipes
            .map((_, i) => i)
            .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0));
          const shuffled: CartInput = {
            ...cart,
            recipes: order.map((i) => cart.recipes[i] ?? (cart.recipes[0] as never)),
          };
          expect(orderFree(priceCart(shuffled, catalog))).toEqual(
            orderFree(priceCart(cart, catalog)),
          );
        },
      ),
    );
  });

  it('adding a recipe or a serving never lowers the product cost', () => {
    fc.assert(
      fc.property(catalogAndCartArb, fc.nat(), ({ copy, cart }, pick) => {
        const catalog = indexCatalog(copy);
        const before = priceCart(cart, catalog).cost.priceOfRequiredProducts;
        const k = pick % cart.recipes.length;
        const chosen = cart.recipes[k];
        const recipe = copy.recipes.find((r) => r._id === chosen?.id);
        if (!chosen || !recipe) throw new Error('generated cart lost its recipe');
        const moreServings = cart.recipes.map((r, i) =>
          i === k ? { ...r, servings: r.servings + recipe.incrServings } : r,
        );
        expect(
          priceCart({ ...cart, recipes: moreServings }, catalog).cost.priceOfRequiredProducts,
        ).toBeGreaterThanOrEqual(before);
        const absent = copy.recipes.find((r) => !cart.recipes.some((c) => c.id === r._id));
        if (absent) {
          const more = [...cart.recipes, { id: absent._id, servings: absent.minServings }];
          expect(
            priceCart({ ...cart, recipes: more }, catalog).cost.priceOfRequiredProducts,
          ).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });

  it('the pantry never raises the product cost', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const catalog = indexCatalog(copy);
        const withPantry = priceCart(cart, catalog).cost;
        const without = priceCart({ ...cart, pantry: new Map() }, catalog).cost;
        expect(withPantry.priceOfRequiredProducts).toBeLessThanOrEqual(
          without.priceOfRequiredProducts,
        );
        expect(withPantry.actualCostWithoutDiscount).toBe(without.actualCostWithoutDiscount);
      }),
    );
  });

  it('a pantry lot that expires before the delivery day never lowers the product cost', () => {
    const day = fc
      .integer({ min: 0, max: 20 })
      .map((n) => new Date(Date.UTC(2026, 10, 20 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(catalogAndCartArb, day, day, (arbitrary, expiresOn, deliveryDay) => {
        const { copy, cart } = arbitrary;
        const catalog = indexCatalog(copy);
        const lots: PantryLot[] = [...cart.pantry].map(([ingredientId, baseQuantity]) => ({
          ingredientId,
          baseQuantity,
          expiresOn: null,
        }));
        const ingredientId = copy.ingredients[0]?._id ?? '';
        const extra: PantryLot = { ingredientId, baseQuantity: 10_000, expiresOn };
        const cost = (held: PantryLot[]) =>
          priceCart({ ...cart, pantry: heldOn(held, deliveryDay) }, catalog).cost
            .priceOfRequiredProducts;
        if (expiresOn < deliveryDay) expect(cost([...lots, extra])).toBe(cost(lots));
        else expect(cost([...lots, extra])).toBeLessThanOrEqual(cost(lots));
      }),
    );
  });

  it('leftovers are never negative, and delivered covers what is left to buy', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const priced = priceCart(cart, indexCatalog(copy));
        for (const amount of priced.leftovers.values()) expect(amount).toBeGreaterThan(0);
        for (const line of [...lines(priced), ...lines(priced, 'nonRequiredProducts')]) {
          expect(line.leftOverQuantity).toBeGreaterThanOrEqual(0);
          expect(line.usagePercentage).toBeGreaterThanOrEqual(0);
          expect(line.usagePercentage).toBeLessThanOrEqual(100);
          if (!line.unavailable) {
            expect(line.quantity).toBeGreaterThanOrEqual(line.youNeedQuantity - 1e-9);
            expect(line.quantity - line.youNeedQuantity).toBeCloseTo(line.leftOverQuantity, 6);
          }
        }
      }),
    );
  });

  it('free servings stay on the grid and within the selected servings', () => {
    fc.assert(
      fc.property(catalogAndCartArb, ({ copy, cart }) => {
        const priced = priceCart(cart, indexCatalog(copy));
        for (const { recipeId, servings } of priced.list.freeServingsList) {
          const recipe = copy.recipes.find((r) => r._id === recipeId);
          const selected = cart.recipes.find((r) => r.id === recipeId);
          if (!recipe || !selected) throw new Error(`free servings of an unselected ${recipeId}`);
          expect(servings).toBeGreaterThanOrEqual(recipe.minServings);
          expect((servings - recipe.minServings) % recipe.incrServings).toBe(0);
          expect(servings).toBeLessThanOrEqual(selected.servings);
        }
      }),
    );
  });
});
