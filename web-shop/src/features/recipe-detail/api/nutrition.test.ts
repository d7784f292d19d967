import { describe, expect, it } from 'vitest';
import { dailyValueLevel, formatNutrientValue, nutritionRows } from './nutrition';

const nutrition = {
  calories: { value: 534, unit: 'kcal' as const, dailyPercentage: 27 },
  protein: { value: 12.5, unit: 'g' as const, dailyPercentage: 25 },
  fat: { value: 12.2, unit: 'g' as const, dailyPercentage: 16 },
  carbs: { value: 4.1, unit: 'g' as const, dailyPercentage: 1 },
};

describe('dailyValueLevel', () => {
  it.each([
    [0, 'low'],
    [5, 'low'],
    [5.1, null],
    [19.9, null],
    [20, 'high'],
    [64, 'high'],
  ])('%d %% of the daily value is %s', (percent, level) => {
    expect(dailyValueLevel(percent)).toBe(level);
  });
});

describe('nutritionRows', () => {
  it('lists calories, protein, fat and carbs per serving, marked and totalled', () => {
    const rows = nutritionRows(nutrition, 4);
    expect(rows.map((row) => row.nutrient)).toEqual(['calories', 'protein', 'fat', 'carbs']);
    expect(rows[0]).toEqual({
      nutrient: 'calories',
      unit: 'kcal',
      perServing: 534,
      dailyPercentage: 27,
      level: 'high',
      total: 2136,
    });
    expect(rows[2]?.level).toBeNull();
    expect(rows[3]?.level).toBe('low');
  });

  it('totals follow the servings', () => {
    expect(nutritionRows(nutrition, 6)[1]?.total).toBeCloseTo(75);
  });
});

describe('formatNutrientValue', () => {
  it('rounds kilocalories and large gram amounts, keeps one decimal for small ones', () => {
    expect(formatNutrientValue(534.4, 'kcal', 'en-CA')).toBe('534');
    expect(formatNutrientValue(12.5, 'g', 'en-CA')).toBe('13');
    expect(formatNutrientValue(4.14, 'g', 'fr-CA')).toBe('4,1');
  });
});
