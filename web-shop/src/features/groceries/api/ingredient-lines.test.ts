import { describe, expect, it } from 'vitest';
import {
  cartAnswer,
  groceryLine,
  oliveOil,
  onion,
  tomato,
} from '@/shared/cart/testing/cart-answers';
import { canMarkUsedUp, isIncluded, swapOptions } from './ingredient-lines';

const nothingChosen = { removedIngredientList: [], nonRequiredProductsToCost: [] };
const { substitutes } = cartAnswer().groceries;

describe('an ingredient line', () => {
  it('is bought when required, until the shopper removes it', () => {
    expect(isIncluded(tomato, nothingChosen)).toBe(true);
    expect(isIncluded(tomato, { ...nothingChosen, removedIngredientList: ['tomato'] })).toBe(false);
  });

  it('is not bought when nothing would be delivered', () => {
    expect(isIncluded({ ...tomato, quantity: 0 }, nothingChosen)).toBe(false);
    const chosen = { ...nothingChosen, nonRequiredProductsToCost: ['olive-oil'] };
    expect(isIncluded({ ...oliveOil, quantity: 0 }, chosen)).toBe(false);
  });

  it('is a staple left out until the shopper adds it', () => {
    expect(isIncluded(oliveOil, nothingChosen)).toBe(false);
    expect(
      isIncluded(oliveOil, { ...nothingChosen, nonRequiredProductsToCost: ['olive-oil'] }),
    ).toBe(true);
  });

  it('follows the latest untick of a staple, not the older answer that had it added', () => {
    expect(isIncluded({ ...oliveOil, requiredToUser: true }, nothingChosen)).toBe(false);
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
