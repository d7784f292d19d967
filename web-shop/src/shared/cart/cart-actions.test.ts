import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { chickpeaCurry, greekSalad } from '@/shared/testing/fake-catalog';
import { cartActionsOf } from './cart-actions';
import { CartStore } from './cart-store';
import { stubCartApi } from './testing/fake-cart-api';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  stubCartApi({ recipes: [chickpeaCurry, greekSalad] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('tells the shopper when a full cart takes no new recipe, and still updates one in it', () => {
  const full = Array.from({ length: 100 }, (_, i) => ({ id: `recipe-${i}`, servings: 2 }));
  localStorage.setItem('cartDraft', JSON.stringify({ version: 1, selections: full }));
  const store = new CartStore(new QueryClient(), localStorage);
  const cart = cartActionsOf(store);

  cart.addRecipe(chickpeaCurry);
  expect(store.getSnapshot().draft).toMatchObject({ version: 1, selections: full });
  expect(store.getSnapshot().notice).toEqual({ kind: 'cartFull' });

  cart.dismissNotice();
  cart.addRecipe({ ...greekSalad, _id: 'recipe-7' }, undefined, 4);
  expect(store.getSnapshot().notice).toBeNull();
  expect(store.getSnapshot().draft.selections[0]).toEqual({ id: 'recipe-7', servings: 4 });
});
