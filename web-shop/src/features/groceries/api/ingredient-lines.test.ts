import { describe, expect, it } from 'vitest';
import { cartAnswer, groceryLine, oliveOil, onion, tomato } from '../testing/cart-fixture';
import { canMarkUsedUp, isIncluded, swapOptions } from './ingredient-lines';

const nothingChosen = { removedIngredients: [], nonRequiredIngredients: [] };
const { substitutes } = cartAnswer().groceries;

describe('an ingredient line', () => {
  it('is bought when required, until the shopper removes it', () => {
    expect(isIncluded(tomato, nothingChosen)).toBe(true);
    expect(isIncluded(tomato, { ...nothingChosen, removedIngredients: ['tomato'] })).toBe(false);
  });

  it('is a staple left out until the shopper adds it', () => {
    expect(isIncluded(oliveOil, nothingChosen)).toBe(false);
    expect(isIncluded(oliveOil, { ...nothingChosen, nonRequiredIngredients: ['olive-oil'] })).toBe(
      true,
    );
    expect(isIncluded({ ...oliveOil, requiredToUser: true }, nothingChosen)).toBe(true);
  });

  it("offers 'Don't have anymore' only for a positive amount held in the pantry", () => {
    expect(canMarkUsedUp(onion)).toBe(true);
    expect(canMarkUsedUp({ ...onion, youHave: 0 })).toBe(false);
    expect(canMarkUsedUp(tomato)).toBe(false);
  });

  it('swaps to the substitutes of its original, the original first', () => {
    expect(swapOptions(tomato, substitutes)).toEqual([
      { id: 'tomato', name: 'Crushed tomatoes', isOriginal: true },
      { id: 'passata', name: 'Tomato passata', isOriginal: false },
    ]);
    const swapped = groceryLine({
      _id: 'passata',
      name: 'Tomato passata',
      isSubstitute: true,
      originalIngredient: 'tomato',
    });
    expect(swapOptions(swapped, substitutes).map((option) => option.id)).toEqual([
      'tomato',
      'passata',
    ]);
    expect(swapOptions(onion, substitutes)).toEqual([]);
  });
});
