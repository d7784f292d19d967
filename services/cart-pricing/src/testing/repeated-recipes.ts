/**
 * Test support: carts where a recipe may be chosen twice, for lunch and for dinner, as a
 * shopper does when cooking the same dish for two meals. The two selections share every
 * ingredient, which is where counting leftovers selection by selection goes wrong.
 */
import fc from 'fast-check';
import { catalogAndCartArb } from './arbitraries.js';

/** A catalog and a cart over it, some of whose recipes are chosen a second time, for lunch. */
export const catalogAndCartWithRepeatsArb = catalogAndCartArb.chain(({ copy, cart }) =>
  fc
    .record({
      repeated: fc.subarray(cart.recipes.map((selection) => selection.id)),
      steps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ repeated, steps }) => ({
      copy,
      cart: {
        ...cart,
        recipes: [
          ...cart.recipes.map((selection) => ({ ...selection, mealTypeId: 'dinner' })),
          ...repeated.flatMap((id, k) => {
            const recipe = copy.recipes.find((r) => r._id === id);
            if (!recipe) return [];
            const servings = recipe.minServings + (steps[k] ?? 0) * recipe.incrServings;
            return [{ id, servings, mealTypeId: 'lunch' }];
          }),
        ],
      },
    })),
);
