import { MAX_CART_RECIPES, MAX_EXTRA_QUANTITY, MAX_RECIPE_SERVINGS } from '@mise/contracts';
import { expect, it } from 'vitest';
import { maxCartRecipes, maxExtraQuantity, maxRecipeServings } from './limits';

it('repeats the contract limits exactly', () => {
  expect(maxCartRecipes).toBe(MAX_CART_RECIPES);
  expect(maxExtraQuantity).toBe(MAX_EXTRA_QUANTITY);
  expect(maxRecipeServings).toBe(MAX_RECIPE_SERVINGS);
});
