import type { RecipeNutrition } from '@mise/contracts';

export const nutrients = ['calories', 'protein', 'fat', 'carbs'] as const;
export type Nutrient = (typeof nutrients)[number];

export type DailyValueLevel = 'low' | 'high' | null;

/** Spec §9: 5 % of the daily value or less is low, 20 % or more is high. */
export function dailyValueLevel(percent: number): DailyValueLevel {
  if (percent <= 5) return 'low';
  if (percent >= 20) return 'high';
  return null;
}

export type NutrientRow = {
  nutrient: Nutrient;
  unit: 'kcal' | 'g';
  perServing: number;
  /** Percent of the daily value in one serving. */
  dailyPercentage: number;
  level: DailyValueLevel;
  /** For all the chosen servings together. */
  total: number;
};

/** The recipe's per-serving nutrition as table rows, with totals for `servings`. */
export function nutritionRows(nutrition: RecipeNutrition, servings: number): NutrientRow[] {
  return nutrients.map((nutrient) => {
    const { value, unit, dailyPercentage } = nutrition[nutrient];
    return {
      nutrient,
      unit,
      perServing: value,
      dailyPercentage,
      level: dailyValueLevel(dailyPercentage),
      total: value * servings,
    };
  });
}

/** Kilocalories as whole numbers; grams with one decimal below 10. */
export function formatNutrientValue(value: number, unit: 'kcal' | 'g', locale: string): string {
  const digits = unit === 'g' && value < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
