import { describe, expect, it } from 'vitest';
import {
  caloriesOf,
  dailyValues,
  macrosPerServing,
  nutritionFacts,
  recipeNutrition,
} from './nutrition.js';

const chicken = {
  id: 'chicken',
  baseUnit: 'g' as const,
  nutritionPer100g: { calories: 999, protein: 31, fat: 3.6, carbs: 0 },
};
const oil = {
  id: 'oil',
  baseUnit: 'ml' as const,
  density: 0.9,
  nutritionPer100g: { calories: 1, protein: 0, fat: 100, carbs: 0 },
};
const rice = {
  id: 'rice',
  baseUnit: 'g' as const,
  nutritionPer100g: { calories: 0, protein: 7, fat: 0.6, carbs: 80 },
};

describe('macrosPerServing', () => {
  it('adds grams × figures per 100 g over the lines and shares them between servings', () => {
    const macros = macrosPerServing(
      [
        { ingredient: chicken, quantity: 400, unit: 'g' },
        { ingredient: oil, quantity: 2, unit: 'tbsp' },
        { ingredient: rice, quantity: 1, unit: 'g' },
      ],
      4,
    );
    // Chicken 124 g protein, 14.4 g fat; oil 30 ml × 0.9 = 27 g fat; rice 1 g.
    expect(macros.protein).toBeCloseTo((124 + 0.07) / 4, 6);
    expect(macros.fat).toBeCloseTo((14.4 + 27 + 0.006) / 4, 6);
    expect(macros.carbs).toBeCloseTo(0.8 / 4, 6);
  });
});

describe('calories', () => {
  it('come from the macros at 4, 4 and 9 kcal per gram, never from the typed figure', () => {
    expect(caloriesOf({ protein: 10, carbs: 20, fat: 5 })).toBe(40 + 80 + 45);
    const facts = recipeNutrition([{ ingredient: chicken, quantity: 100, unit: 'g' }], 1);
    // 31 × 4 + 3.6 × 9 = 156.4, not the 999 typed in the ingredient.
    expect(facts.calories.value).toBe(156);
  });
});

describe('nutritionFacts', () => {
  it('rounds grams to a tenth and calories to a whole', () => {
    const facts = nutritionFacts({ protein: 12.345, fat: 7.06, carbs: 33.33 });
    expect(facts.protein).toEqual({ value: 12.3, unit: 'g', dailyPercentage: 25 });
    expect(facts.fat.value).toBe(7.1);
    expect(facts.carbs.value).toBe(33.3);
    expect(facts.calories.unit).toBe('kcal');
    expect(facts.calories.value).toBe(Math.round(12.345 * 4 + 33.33 * 4 + 7.06 * 9));
  });

  it('gives % daily values against Health Canada (fat, carbs), the FDA (protein) and 2,000 kcal', () => {
    expect(dailyValues).toEqual({ calories: 2000, protein: 50, fat: 75, carbs: 275 });
    const facts = nutritionFacts({ protein: 25, fat: 37.5, carbs: 137.5 });
    expect(facts.protein.dailyPercentage).toBe(50);
    expect(facts.fat.dailyPercentage).toBe(50);
    expect(facts.carbs.dailyPercentage).toBe(50);
    // 100 + 550 + 337.5 = 987.5 kcal is 49.4 % of 2,000.
    expect(facts.calories.dailyPercentage).toBe(49);
  });
});
