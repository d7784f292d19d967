import { describe, expect, it } from 'vitest';
import { cartPlace, pathInStorefront, visibleRecipeRows } from './cart-place';

describe('the cart place of a path', () => {
  it.each([
    ['/recipes', 0, false, false],
    ['/recipes/curry', 0, false, false],
    ['/meal-plan/box', 0, false, false],
    ['/categories/indian', 0, false, true],
    ['/groceries', 1, false, true],
    ['/groceries/print', 1, false, true],
    ['/min-order/', 1, false, true],
    ['/checkout', 2, true, true],
    ['/', 0, true, true],
    ['/faq', 0, true, true],
    ['/signin', 0, true, true],
    ['/about-us', 0, true, true],
    ['/orders', 0, false, true],
    ['/build-menu', 0, true, true],
    ['/build-menu/nutrition-program', 0, true, true],
    ['/build-menu/diets', 0, true, true],
    ['/build-menu/meal-types/', 0, true, true],
  ] as const)('%s: step %i, bar hidden %s, total shown %s', (path, step, barHidden, showsTotal) => {
    expect(cartPlace(path)).toEqual({ step, barHidden, showsTotal });
  });

  it('reads a storefront path without its handle', () => {
    expect(pathInStorefront('/greenkitchen', 'greenkitchen')).toBe('/');
    expect(pathInStorefront('/greenkitchen/recipes', 'greenkitchen')).toBe('/recipes');
    expect(pathInStorefront('/groceries', undefined)).toBe('/groceries');
    expect(pathInStorefront('/greenkitchenette', 'greenkitchen')).toBe('/greenkitchenette');
  });

  it('shows the row counts of spec §9', () => {
    expect([0, 1, 2].map((step) => visibleRecipeRows(step as 0 | 1 | 2, false))).toEqual([6, 4, 3]);
    expect(visibleRecipeRows(1, true)).toBe(5);
  });
});
