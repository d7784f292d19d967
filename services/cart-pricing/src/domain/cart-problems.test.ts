import { describe, expect, it } from 'vitest';
import { cartInput } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { cartProblems, indexCatalog } from './pricing-engine.js';

const catalog = indexCatalog(kitchen);
const fields = (input: Parameters<typeof cartProblems>[0]) =>
  cartProblems(input, catalog).map((p) => p.field);

describe('cartProblems', () => {
  it('finds nothing wrong with a good cart', () => {
    const input = cartInput({
      recipes: [
        { id: 'risotto', servings: 6, mealTypeId: 'dinner' },
        { id: 'risotto', servings: 2, mealTypeId: 'lunch' },
        { id: 'pilaf', servings: 3 },
      ],
      extraGroceries: { chips: 1 },
      removedIngredientList: ['salt'],
      nonRequiredProductsToCost: ['olive-oil'],
      ingredientSubstitutes: [
        { ingredient: 'milk', isSubstituteEnabled: true, substitute: { ingredient: 'oat-milk' } },
        // Choosing the original ("Original") is allowed: no substitution.
        { ingredient: 'onion', isSubstituteEnabled: true, substitute: { ingredient: 'onion' } },
      ],
    });
    expect(cartProblems(input, catalog)).toEqual([]);
  });

  it('names unknown and unpublished recipes', () => {
    expect(
      fields(
        cartInput({
          recipes: [
            { id: 'nope', servings: 2 },
            { id: 'draft-soup', servings: 2 },
          ],
        }),
      ),
    ).toEqual(['recipes.0.id', 'recipes.1.id']);
  });

  it('names servings off the grid, with the minimum and the step', () => {
    const problems = cartProblems(
      cartInput({
        recipes: [
          { id: 'risotto', servings: 3 },
          { id: 'pilaf', servings: 1 },
          { id: 'rice-bowl', servings: 7 },
        ],
      }),
      catalog,
    );
    expect(problems).toEqual([
      {
        field: 'recipes.0.servings',
        message: 'Risotto is made for 2 servings or more, in steps of 2; got 3',
      },
      {
        field: 'recipes.1.servings',
        message: 'Pilaf is made for 2 servings or more, in steps of 1; got 1',
      },
    ]);
  });

  it('names a recipe listed twice for the same meal type', () => {
    expect(
      fields(
        cartInput({
          recipes: [
            { id: 'pilaf', servings: 2, mealTypeId: 'dinner' },
            { id: 'pilaf', servings: 4, mealTypeId: 'dinner' },
          ],
        }),
      ),
    ).toEqual(['recipes.1']);
  });

  it('names unknown extra products and ingredients', () => {
    expect(
      fields(
        cartInput({
          extraGroceries: { chips: 1, caviar: 2 },
          removedIngredientList: ['salt', 'unobtainium'],
          nonRequiredProductsToCost: ['ghost'],
        }),
      ),
    ).toEqual(['extraGroceries.caviar', 'removedIngredientList.1', 'nonRequiredProductsToCost.0']);
  });

  it('names bad substitutions', () => {
    const problems = cartProblems(
      cartInput({
        ingredientSubstitutes: [
          { ingredient: 'ghost', isSubstituteEnabled: true, substitute: { ingredient: 'milk' } },
          { ingredient: 'milk', isSubstituteEnabled: true, substitute: { ingredient: 'ghost' } },
          { ingredient: 'onion', isSubstituteEnabled: true, substitute: { ingredient: 'rice' } },
          {
            ingredient: 'onion',
            isSubstituteEnabled: false,
            substitute: { ingredient: 'shallot' },
          },
        ],
      }),
      catalog,
    );
    expect(problems).toEqual([
      { field: 'ingredientSubstitutes.0.ingredient', message: "no ingredient 'ghost' is known" },
      {
        field: 'ingredientSubstitutes.1.substitute.ingredient',
        message: "no ingredient 'ghost' is known",
      },
      {
        field: 'ingredientSubstitutes.2.substitute.ingredient',
        message: "'rice' is not a substitute for 'onion'",
      },
      {
        field: 'ingredientSubstitutes.3.ingredient',
        message: "'onion' has more than one substitution",
      },
    ]);
  });

  it('names a delivery province sales tax does not know', () => {
    expect(
      fields(
        cartInput({ delivery: { province: 'XX', cityFeeCents: 0, waiveOffDeliveryFee: false } }),
      ),
    ).toEqual(['delivery.province']);
  });
});
