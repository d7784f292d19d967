import type { RecipeSummary } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { nutritionLimits } from './nutrition-limits.js';

const recipe = (calories: number, protein: number, carbs: number, fat: number, time: number) =>
  ({
    cookingTime: time,
    nutrition: {
      calories: { value: calories, unit: 'kcal', dailyPercentage: 0 },
      protein: { value: protein, unit: 'g', dailyPercentage: 0 },
      carbs: { value: carbs, unit: 'g', dailyPercentage: 0 },
      fat: { value: fat, unit: 'g', dailyPercentage: 0 },
    },
  }) as RecipeSummary;

describe('nutritionLimits', () => {
  it('rounds minima down and maxima up to a multiple of 10', () => {
    const limits = nutritionLimits([recipe(347, 12.4, 55.5, 9.9, 25), recipe(812, 41, 8, 30, 95)]);
    expect(limits).toEqual({
      caloriesMin: 340,
      caloriesMax: 820,
      proteinMin: 10,
      proteinMax: 50,
      carbohydratesMin: 0,
      carbohydratesMax: 60,
      fatMin: 0,
      fatMax: 30,
      cookingTimeMin: 20,
      cookingTimeMax: 100,
    });
  });

  it('keeps a figure already on a multiple of 10', () => {
    const limits = nutritionLimits([recipe(400, 20, 30, 10, 30)]);
    expect([limits.caloriesMin, limits.caloriesMax]).toEqual([400, 400]);
  });

  it('is all zeros for no recipes', () => {
    expect(Object.values(nutritionLimits([])).every((value) => value === 0)).toBe(true);
  });
});
