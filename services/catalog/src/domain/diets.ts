import { type AllergenId, allergenId, type DietId, dietId } from './seed-catalog.js';

/** At most this many grams of carbohydrate per serving for a keto recipe. */
export const KETO_MAX_CARBS_PER_SERVING = 15;

export interface DietFacts {
  breaksDiets: readonly DietId[];
  allergens: readonly AllergenId[];
}

/**
 * The diets a recipe fits: every diet none of its ingredients rules out ("everything"
 * always), and keto only when a serving also stays under the carbohydrate ceiling.
 */
export function dietsOf(ingredients: readonly DietFacts[], carbsPerServing: number): DietId[] {
  const broken = new Set(ingredients.flatMap((ingredient) => ingredient.breaksDiets));
  return dietId.options.filter((diet) => {
    if (diet === 'everything') return true;
    if (broken.has(diet)) return false;
    return diet !== 'keto' || carbsPerServing <= KETO_MAX_CARBS_PER_SERVING;
  });
}

/** Every allergen any ingredient carries, in the allergy list's order. */
export function allergensOf(ingredients: readonly DietFacts[]): AllergenId[] {
  const carried = new Set(ingredients.flatMap((ingredient) => ingredient.allergens));
  return allergenId.options.filter((allergen) => carried.has(allergen));
}
