import { describe, expect, it } from 'vitest';
import { indexCatalog, priceCart } from './cart.js';
import { cartInput } from './testing/copy-builder.js';
import { kitchen } from './testing/kitchen.js';

const catalog = indexCatalog(kitchen);
const productCost = (recipes: { id: string; servings: number; mealTypeId?: string }[]) =>
  priceCart(cartInput({ recipes }), catalog).cost.priceOfRequiredProducts;

describe('free servings', () => {
  it('counts the servings one recipe shares between two meals once', () => {
    // Rice bowl (100 g rice a serving) for dinner 6 and lunch 2: 800 g, one 900 g pack. Each
    // meal alone is covered by what the pack leaves over from the other, but not both: the
    // pack is bought as long as one bowl is cooked, so 7 of the 8 servings are free together.
    const recipes = [
      { id: 'rice-bowl', servings: 6, mealTypeId: 'dinner' },
      { id: 'rice-bowl', servings: 2, mealTypeId: 'lunch' },
    ];
    const cart = priceCart(cartInput({ recipes }), catalog);
    expect(cart.list.totalAmountOfFreeServings).toBe(7);
    expect(productCost([{ id: 'rice-bowl', servings: 1 }])).toBe(cart.cost.priceOfRequiredProducts);
    expect(productCost([])).toBeLessThan(cart.cost.priceOfRequiredProducts);
  });

  it("counts a recipe's servings its own packs cover", () => {
    // Rice bowl for 3: 300 g, one 900 g pack, which one bowl buys as well: 2 free.
    const cart = priceCart(cartInput({ recipes: [{ id: 'rice-bowl', servings: 3 }] }), catalog);
    expect(cart.list.freeServingsList).toEqual([{ recipeId: 'rice-bowl', servings: 2 }]);
  });

  it('offers no free servings when every serving buys more', () => {
    // Risotto for 2 buys one onion (69); for 4, two onions (138): no serving comes free.
    const cart = priceCart(cartInput({ recipes: [{ id: 'risotto', servings: 4 }] }), catalog);
    expect(cart.list).toEqual({ freeServingsList: [], totalAmountOfFreeServings: 0 });
  });
});
