import { MAX_CART_RECIPES, MAX_EXTRA_QUANTITY } from '@mise/contracts';
import { expect, it } from 'vitest';
import { maxCartRecipes, maxExtraQuantity } from './limits';

it('repeats the contract limits exactly', () => {
  expect(maxCartRecipes).toBe(MAX_CART_RECIPES);
  expect(maxExtraQuantity).toBe(MAX_EXTRA_QUANTITY);
});
