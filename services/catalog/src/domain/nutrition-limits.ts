import type { NutritionLimits, RecipeSummary } from '@mise/contracts';

const down = (value: number) => Math.floor(value / 10) * 10;
const up = (value: number) => Math.ceil(value / 10) * 10;

/**
 * The ends of the filter sliders: the smallest and largest figure among the recipes,
 * minima rounded down and maxima up to a multiple of 10 (spec §9), so no recipe falls
 * outside a slider. No recipes: every slider is 0 to 0.
 */
export function nutritionLimits(recipes: readonly RecipeSummary[]): NutritionLimits {
  const figures = {
    calories: (r: RecipeSummary) => r.nutrition.calories.value,
    protein: (r: RecipeSummary) => r.nutrition.protein.value,
    carbohydrates: (r: RecipeSummary) => r.nutrition.carbs.value,
    fat: (r: RecipeSummary) => r.nutrition.fat.value,
    cookingTime: (r: RecipeSummary) => r.cookingTime,
  };
  const limits = {} as Record<string, number>;
  for (const [name, figure] of Object.entries(figures)) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const recipe of recipes) {
      const value = figure(recipe);
      if (value < min) min = value;
      if (value > max) max = value;
    }
    limits[`${name}Min`] = recipes.length > 0 ? down(min) : 0;
    limits[`${name}Max`] = recipes.length > 0 ? up(max) : 0;
  }
  return limits as NutritionLimits;
}
