import { describe, expect, it } from 'vitest';
import { cartInput, ingredient, pricingCopy, product, recipe } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { indexCatalog, priceCart } from './pricing-engine.js';

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

  it('keeps a swapped-in line bought while the recipe that swapped it stays', () => {
    // Oil is a staple, bought here only because buttered rice swaps its butter for it. Without
    // buttered rice the oil is not bought, so none of its servings is free; fried rice's are.
    const pantryOil = pricingCopy({
      ingredients: [
        ingredient({ _id: 'rice' }),
        ingredient({ _id: 'oil', baseUnit: 'ml', required: false }),
        ingredient({ _id: 'butter', substitutes: [{ ingredientId: 'oil', factor: 1 }] }),
      ],
      products: [
        product({ _id: 'rice-900', ingredientId: 'rice', packSize: 900, priceCents: 199 }),
        product({ _id: 'oil-500', ingredientId: 'oil', packSize: 500, priceCents: 699 }),
        product({ _id: 'butter-454', ingredientId: 'butter', packSize: 454, priceCents: 599 }),
      ],
      recipes: ['fried-rice', 'buttered-rice'].map((_id) =>
        recipe({
          _id,
          defaultServings: 1,
          minServings: 1,
          incrServings: 1,
          ingredients: [
            { ingredientId: 'rice', quantity: 100 },
            { ingredientId: _id === 'fried-rice' ? 'oil' : 'butter', quantity: 10 },
          ],
        }),
      ),
    });
    const swapped = (recipes: { id: string; servings: number }[]) =>
      cartInput({
        recipes,
        ingredientSubstitutes: [
          { ingredient: 'butter', isSubstituteEnabled: true, substitute: { ingredient: 'oil' } },
        ],
      });
    const oilCatalog = indexCatalog(pantryOil);
    const cost = (recipes: { id: string; servings: number }[]) =>
      priceCart(swapped(recipes), oilCatalog).cost.priceOfRequiredProducts;
    const cart = priceCart(
      swapped([
        { id: 'fried-rice', servings: 2 },
        { id: 'buttered-rice', servings: 1 },
      ]),
      oilCatalog,
    );
    expect(cart.list.freeServingsList).toEqual([{ recipeId: 'fried-rice', servings: 2 }]);
    expect(cost([{ id: 'buttered-rice', servings: 1 }])).toBe(cart.cost.priceOfRequiredProducts);
    expect(cost([{ id: 'fried-rice', servings: 2 }])).toBeLessThan(
      cart.cost.priceOfRequiredProducts,
    );
  });
});
