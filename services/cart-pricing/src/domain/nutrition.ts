/**
 * The cart's average nutrition per serving: each recipe's nutrition per serving weighted by its
 * servings. Summed in a fixed order so the order of the recipes never shows, and rounded to one
 * decimal (kcal and grams: a tenth is below what a label shows).
 */
import type { NutritionPerServing } from '@mise/contracts';
import { toTenth } from './money.js';

export interface ServedNutrition {
  nutrition: NutritionPerServing;
  servings: number;
}

const keys = ['calories', 'protein', 'fat', 'carbs'] as const;

export function averageNutrition(recipes: readonly ServedNutrition[]): NutritionPerServing {
  const average: NutritionPerServing = { calories: 0, protein: 0, fat: 0, carbs: 0 };
  const servings = recipes.reduce((sum, r) => sum + r.servings, 0);
  if (servings <= 0) return average;
  for (const key of keys) {
    const parts = recipes.map((r) => r.nutrition[key] * r.servings).sort((a, b) => a - b);
    average[key] = toTenth(parts.reduce((sum, part) => sum + part, 0) / servings);
  }
  return average;
}
