import type { RecipeNutrition } from '@mise/contracts';
import { baseUnitsToGrams, toBaseUnits, type UnitFacts } from './units.js';

/**
 * Nutrition per serving, from the ingredients' figures per 100 g.
 *
 * Calories are computed from the macronutrients at 4 kcal per gram of protein and of
 * carbohydrate and 9 per gram of fat (spec §9), never taken from a typed calorie figure,
 * so that the calories a shopper sees always agree with the macros beside them.
 *
 * Daily values:
 * - fat 75 g and carbohydrate 275 g: Health Canada, "Daily Values for nutrition labelling"
 *   (Table of Daily Values, Food and Drug Regulations, 2016 amendments);
 * - protein 50 g: Canada sets no daily value for protein, so the US FDA reference daily
 *   intake is used (21 CFR 101.9(c)(7)(iii));
 * - calories 2,000 kcal: the reference diet both countries print on labels.
 */
export const dailyValues = { calories: 2_000, protein: 50, fat: 75, carbs: 275 } as const;
export const kcalPerGram = { protein: 4, carbs: 4, fat: 9 } as const;

export interface NutritionFacts extends UnitFacts {
  nutritionPer100g: { protein: number; fat: number; carbs: number };
}

export interface NutritionLine {
  ingredient: NutritionFacts;
  quantity: number;
  unit: string;
}

/** Grams of each macronutrient. */
export interface Macros {
  protein: number;
  fat: number;
  carbs: number;
}

/** Grams of protein, fat and carbohydrate in one of `servings` equal servings. */
export function macrosPerServing(lines: readonly NutritionLine[], servings: number): Macros {
  const total: Macros = { protein: 0, fat: 0, carbs: 0 };
  for (const { ingredient, quantity, unit } of lines) {
    const grams = baseUnitsToGrams(ingredient, toBaseUnits(ingredient, quantity, unit));
    const per100 = ingredient.nutritionPer100g;
    total.protein += (grams * per100.protein) / 100;
    total.fat += (grams * per100.fat) / 100;
    total.carbs += (grams * per100.carbs) / 100;
  }
  return {
    protein: total.protein / servings,
    fat: total.fat / servings,
    carbs: total.carbs / servings,
  };
}

export const caloriesOf = (macros: Macros): number =>
  macros.protein * kcalPerGram.protein +
  macros.carbs * kcalPerGram.carbs +
  macros.fat * kcalPerGram.fat;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const percentOf = (value: number, dailyValue: number) => Math.round((value / dailyValue) * 100);

/** What a recipe page shows per serving: values to a tenth (calories whole), % DV whole. */
export function nutritionFacts(macros: Macros): RecipeNutrition {
  const calories = caloriesOf(macros);
  const grams = (key: keyof Macros) => ({
    value: oneDecimal(macros[key]),
    unit: 'g' as const,
    dailyPercentage: percentOf(macros[key], dailyValues[key]),
  });
  return {
    calories: {
      value: Math.round(calories),
      unit: 'kcal',
      dailyPercentage: percentOf(calories, dailyValues.calories),
    },
    protein: grams('protein'),
    fat: grams('fat'),
    carbs: grams('carbs'),
  };
}

/** A recipe's nutrition per serving, as the shop shows it. */
export function recipeNutrition(
  lines: readonly NutritionLine[],
  servings: number,
): RecipeNutrition {
  return nutritionFacts(macrosPerServing(lines, servings));
}
