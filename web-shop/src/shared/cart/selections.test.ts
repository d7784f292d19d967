import { describe, expect, it } from 'vitest';
import {
  addSelection,
  type CartSelection,
  clampServings,
  decreaseSelection,
  increaseSelection,
  isFullFor,
  mergeSelections,
  type RecipeToAdd,
  removeSelection,
  servingsIn,
} from './selections';

const curry: RecipeToAdd = { _id: 'curry', defaultServings: 4, minServings: 2, incrServings: 2 };
const salad: RecipeToAdd = { _id: 'salad', defaultServings: 2, minServings: 1, incrServings: 1 };

describe('adding a recipe', () => {
  it('starts at the default servings and goes to the front', () => {
    const cart = addSelection(addSelection([], salad), curry);
    expect(cart).toEqual([
      { id: 'curry', servings: 4 },
      { id: 'salad', servings: 2 },
    ]);
  });

  it('starts at the free servings when the leftovers cover some', () => {
    expect(addSelection([], { ...curry, freeServings: 6 })).toEqual([{ id: 'curry', servings: 6 }]);
  });

  it('adds free servings on top of the servings already chosen', () => {
    const cart = addSelection([{ id: 'curry', servings: 4 }], { ...curry, freeServings: 2 });
    expect(cart).toEqual([{ id: 'curry', servings: 6 }]);
  });

  it('puts the servings on the recipe grid', () => {
    expect(addSelection([], { ...curry, defaultServings: 3 })[0]?.servings).toBe(4);
    expect(addSelection([], { ...curry, defaultServings: 1 })[0]?.servings).toBe(2);
    expect(addSelection([], { ...curry, freeServings: 5 })[0]?.servings).toBe(6);
  });

  it('replaces the same recipe with the same meal type, and keeps other meal types', () => {
    let cart = addSelection([], curry, 'dinner');
    cart = addSelection(cart, salad);
    cart = addSelection(cart, curry, 'lunch');
    cart = addSelection(cart, curry, 'dinner');
    expect(cart.map((entry) => `${entry.id}/${entry.mealTypeId ?? '-'}`)).toEqual([
      'curry/dinner',
      'curry/lunch',
      'salad/-',
    ]);
  });

  it('takes the servings a page chose, on the grid', () => {
    expect(addSelection([], { ...curry, freeServings: 2 }, undefined, 8)).toEqual([
      { id: 'curry', servings: 8 },
    ]);
    expect(addSelection([], curry, 'dinner', 7)[0]?.servings).toBe(8);
  });

  it('carries the curated box and the original recipe', () => {
    const [entry] = addSelection([], { ...curry, curatedBoxId: 'box', originalRecipeId: 'stew' });
    expect(entry).toEqual({
      id: 'curry',
      servings: 4,
      curatedBoxId: 'box',
      originalRecipeId: 'stew',
    });
  });

  it('adds nothing new to a cart at the 100 recipe limit', () => {
    const full = Array.from(
      { length: 100 },
      (_, i): CartSelection => ({ id: `r${i}`, servings: 2 }),
    );
    expect(addSelection(full, curry)).toHaveLength(100);
    expect(addSelection(full, { ...salad, _id: 'r5', defaultServings: 3 })[0]).toEqual({
      id: 'r5',
      servings: 3,
    });
  });
});

describe('plus and minus', () => {
  it('plus raises by the increment, starting from the minimum', () => {
    expect(increaseSelection([{ id: 'curry', servings: 4 }], curry, 'curry')).toEqual([
      { id: 'curry', servings: 6 },
    ]);
    expect(increaseSelection([{ id: 'curry', servings: 1 }], curry, 'curry')).toEqual([
      { id: 'curry', servings: 2 },
    ]);
  });

  it('minus lowers by the increment and removes the recipe at the minimum', () => {
    let cart: CartSelection[] = [{ id: 'curry', servings: 4 }];
    cart = decreaseSelection(cart, curry, 'curry');
    expect(cart).toEqual([{ id: 'curry', servings: 2 }]);
    expect(decreaseSelection(cart, curry, 'curry')).toEqual([]);
  });

  it('acts on the given meal type only', () => {
    const cart: CartSelection[] = [
      { id: 'curry', servings: 4, mealTypeId: 'lunch' },
      { id: 'curry', servings: 4, mealTypeId: 'dinner' },
    ];
    expect(increaseSelection(cart, curry, 'curry', 'dinner').map((e) => e.servings)).toEqual([
      4, 6,
    ]);
    expect(decreaseSelection(cart, curry, 'curry', 'dinner').map((e) => e.servings)).toEqual([
      4, 2,
    ]);
  });

  it('leaves a cart without the recipe as it is', () => {
    const cart: CartSelection[] = [{ id: 'salad', servings: 2 }];
    expect(increaseSelection(cart, curry, 'curry')).toEqual(cart);
    expect(decreaseSelection(cart, curry, 'curry')).toEqual(cart);
  });
});

describe('removing and reading', () => {
  const cart: CartSelection[] = [
    { id: 'curry', servings: 4, mealTypeId: 'lunch' },
    { id: 'curry', servings: 6, mealTypeId: 'dinner' },
    { id: 'salad', servings: 2 },
  ];

  it('removes every entry of a recipe, or only the given meal type', () => {
    expect(removeSelection(cart, 'curry').map((e) => e.id)).toEqual(['salad']);
    expect(removeSelection(cart, 'curry', 'lunch')).toHaveLength(2);
  });

  it('reads 0 servings for a recipe not in the cart (InActive)', () => {
    expect(servingsIn(cart, 'curry', 'dinner')).toBe(6);
    expect(servingsIn(cart, 'curry')).toBe(4);
    expect(servingsIn(cart, 'stew')).toBe(0);
  });

  it('clamps servings to the grid from the minimum', () => {
    expect(clampServings(curry, 0)).toBe(2);
    expect(clampServings(curry, 5)).toBe(6);
    expect(clampServings(curry, Number.NaN)).toBe(2);
    expect(clampServings({ ...curry, incrServings: 0 }, 5)).toBe(5);
  });

  it('stops at the last step within the 200 servings the server accepts', () => {
    expect(clampServings(curry, 1000)).toBe(200);
    expect(clampServings({ ...curry, minServings: 3, incrServings: 3 }, 250)).toBe(198);
    expect(increaseSelection([{ id: 'curry', servings: 200 }], curry, 'curry')).toEqual([
      { id: 'curry', servings: 200 },
    ]);
  });
});

describe('a shared link merged into the cart', () => {
  const rules = { curry } as Record<string, RecipeToAdd>;
  it('replaces the same recipe and meal type, keeps the rest, and puts servings on the grid', () => {
    const cart: CartSelection[] = [
      { id: 'salad', servings: 2 },
      { id: 'curry', servings: 4, mealTypeId: 'dinner' },
    ];
    const link = [
      { id: 'curry', servings: 5, mealTypeId: 'dinner' },
      { id: 'stew', servings: 3 },
    ];
    expect(mergeSelections(cart, link, (id) => rules[id])).toEqual([
      { id: 'curry', servings: 6, mealTypeId: 'dinner' },
      { id: 'stew', servings: 3 },
      { id: 'salad', servings: 2 },
    ]);
  });

  it('adds no more than the cart has room for', () => {
    const full = Array.from({ length: 99 }, (_, i) => ({ id: `r${i}`, servings: 2 }));
    const merged = mergeSelections(
      full,
      [
        { id: 'a', servings: 2 },
        { id: 'b', servings: 2 },
      ],
      () => undefined,
    );
    expect(merged).toHaveLength(100);
    expect(merged[0]?.id).toBe('a');
    expect(isFullFor(merged, 'c')).toBe(true);
    expect(isFullFor(merged, 'a')).toBe(false);
  });
});
