import { describe, expect, it } from 'vitest';
import {
  formatAmountValue,
  formatFraction,
  friendlyAmount,
  scaleIngredient,
} from './ingredient-amounts';

const oil = { quantity: 45, baseUnit: 'ml' as const, recipeQuantity: 3, recipeUnit: 'tbsp' };
const cumin = { quantity: 4.2, baseUnit: 'g' as const, recipeQuantity: 2, recipeUnit: 'tsp' };
const onion = { quantity: 1, baseUnit: 'unit' as const, recipeQuantity: 1, recipeUnit: 'unit' };
const potatoes = { quantity: 600, baseUnit: 'g' as const, recipeQuantity: 600, recipeUnit: 'g' };
const milk = { quantity: 250, baseUnit: 'ml' as const, recipeQuantity: 1, recipeUnit: 'cup' };

describe('scaleIngredient', () => {
  it('keeps the recipe amount at the recipe servings, with the base amount in small print', () => {
    expect(scaleIngredient(oil, 4, 4)).toEqual({
      amount: { value: 3, unit: 'tbsp' },
      base: { value: 45, unit: 'ml' },
    });
  });

  it('scales linearly with the servings', () => {
    expect(scaleIngredient(milk, 6, 4)).toEqual({
      amount: { value: 1.5, unit: 'cup' },
      base: { value: 375, unit: 'ml' },
    });
    expect(scaleIngredient(onion, 2, 4).amount).toEqual({ value: 0.5, unit: 'unit' });
  });

  it('moves to a friendlier unit when the scaled amount fits one', () => {
    expect(scaleIngredient(cumin, 6, 4).amount).toEqual({ value: 1, unit: 'tbsp' });
    expect(scaleIngredient(potatoes, 8, 4)).toEqual({
      amount: { value: 1.2, unit: 'kg' },
      base: null,
    });
  });

  it('leaves out the base amount when it would repeat the amount', () => {
    expect(scaleIngredient(onion, 4, 4).base).toBeNull();
    expect(scaleIngredient(potatoes, 4, 4).base).toBeNull();
  });
});

describe('friendlyAmount', () => {
  it.each([
    [
      { value: 6, unit: 'tsp' },
      { value: 2, unit: 'tbsp' },
    ],
    [
      { value: 4.5, unit: 'tsp' },
      { value: 1.5, unit: 'tbsp' },
    ],
    [
      { value: 4, unit: 'tsp' },
      { value: 4, unit: 'tsp' },
    ],
    [
      { value: 8, unit: 'tbsp' },
      { value: 0.5, unit: 'cup' },
    ],
    [
      { value: 6, unit: 'tbsp' },
      { value: 6, unit: 'tbsp' },
    ],
    [
      { value: 0.5, unit: 'tbsp' },
      { value: 1.5, unit: 'tsp' },
    ],
    [
      { value: 0.125, unit: 'cup' },
      { value: 2, unit: 'tbsp' },
    ],
    [
      { value: 1250, unit: 'ml' },
      { value: 1.25, unit: 'l' },
    ],
    [
      { value: 0.625, unit: 'l' },
      { value: 625, unit: 'ml' },
    ],
    [
      { value: 3, unit: 'clove' },
      { value: 3, unit: 'clove' },
    ],
  ])('%o reads as %o', (amount, friendly) => {
    const result = friendlyAmount(amount);
    expect(result.unit).toBe(friendly.unit);
    expect(result.value).toBeCloseTo(friendly.value, 6);
  });
});

describe('formatFraction', () => {
  it.each([
    [1, '1'],
    [1.5, '1½'],
    [0.5, '½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [0.33, '⅓'],
    [2 / 3, '⅔'],
    [0.125, '⅛'],
    [2.375, '2⅜'],
    [0.01, '⅛'],
    [2.97, '3'],
    [12, '12'],
    [0, '0'],
  ])('%d → %s', (value, text) => {
    expect(formatFraction(value)).toBe(text);
  });
});

describe('formatAmountValue', () => {
  it('writes kitchen measures and counts as fractions', () => {
    expect(formatAmountValue({ value: 1.5, unit: 'cup' }, 'en-CA')).toBe('1½');
    expect(formatAmountValue({ value: 0.5, unit: 'unit' }, 'en-CA')).toBe('½');
  });

  it('writes metric amounts as decimals in the language of the page', () => {
    expect(formatAmountValue({ value: 45, unit: 'ml' }, 'en-CA')).toBe('45');
    expect(formatAmountValue({ value: 412.6, unit: 'g' }, 'en-CA')).toBe('413');
    expect(formatAmountValue({ value: 2.5, unit: 'ml' }, 'en-CA')).toBe('2.5');
    expect(formatAmountValue({ value: 2.5, unit: 'ml' }, 'fr-CA')).toBe('2,5');
    expect(formatAmountValue({ value: 1.25, unit: 'l' }, 'en-CA')).toBe('1.25');
  });
});
