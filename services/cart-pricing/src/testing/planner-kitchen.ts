/**
 * Test support: a catalog to plan from, small enough to reason about by hand. Every recipe
 * serves 2 (min 2, step 2); per serving, in grams of protein / carbohydrates / fat:
 *
 * - breakfast: oat-bowl 15/60/10 (390 kcal), egg-toast 20/30/18 (362 kcal)
 * - lunch: bean-bowl 20/80/12 (508 kcal), tofu-rice 25/70/15 (515 kcal)
 * - dinner: chicken-rice 40/70/18 (602 kcal), bean-chili 30/65/20 (560 kcal),
 *   tofu-stir-fry 28/60/22 (550 kcal, 36 % fat: only with a leaner meal beside it)
 *
 * The balanced program asks 45-65 % carbohydrates, 10-35 % protein and 20-35 % fat; a day of one
 * serving each is 1,430 to 1,500 kcal.
 */
import type { NutritionProgram, PricingCopyRecipe } from '@mise/contracts';
import type { PlanRequest } from '../domain/planner/plan.js';
import { ingredient, pricingCopy, product, recipe } from './copy-builder.js';

const dish = (
  _id: string,
  mealType: string,
  [protein, carbs, fat]: [number, number, number],
  ingredients: [string, number][],
  fields: Partial<PricingCopyRecipe> = {},
) =>
  recipe({
    _id,
    mealTypes: [mealType],
    nutrition: { calories: 4 * protein + 4 * carbs + 9 * fat, protein, carbs, fat },
    ingredients: ingredients.map(([ingredientId, quantity]) => ({ ingredientId, quantity })),
    ...fields,
  });

export const balanced: NutritionProgram = {
  _id: 'balanced',
  goalTitle: 'Balanced',
  description: 'A steady, everyday mix.',
  caloriesPerDay: 2000,
  nutritionPercentage: {
    carbohydrates: { carbsMin: 45, carbsMax: 65 },
    protein: { proteinMin: 10, proteinMax: 35 },
    fat: { fatMin: 20, fatMax: 35 },
  },
};

export const plannerKitchen = pricingCopy({
  mealTypes: [
    { _id: 'breakfast', key: 'breakfast', name: 'Breakfast', order: 1 },
    { _id: 'lunch', key: 'lunch', name: 'Lunch', order: 2 },
    { _id: 'dinner', key: 'dinner', name: 'Dinner', order: 3 },
  ],
  nutritionPrograms: [balanced],
  ingredients: [
    ingredient({ _id: 'oats' }),
    ingredient({ _id: 'milk', baseUnit: 'ml' }),
    ingredient({ _id: 'eggs', baseUnit: 'unit' }),
    ingredient({ _id: 'spinach' }),
    ingredient({ _id: 'beans' }),
    ingredient({ _id: 'rice' }),
    ingredient({ _id: 'tofu' }),
    ingredient({ _id: 'chicken' }),
    ingredient({ _id: 'salt', required: false }),
  ],
  products: [
    product({ _id: 'oats-1kg', ingredientId: 'oats', packSize: 1000, priceCents: 399 }),
    product({ _id: 'milk-1l', ingredientId: 'milk', packSize: 1000, priceCents: 289 }),
    product({ _id: 'eggs-12', ingredientId: 'eggs', packSize: 12, priceCents: 449 }),
    product({ _id: 'spinach-142', ingredientId: 'spinach', packSize: 142, priceCents: 299 }),
    product({ _id: 'beans-540', ingredientId: 'beans', packSize: 540, priceCents: 199 }),
    product({ _id: 'rice-900', ingredientId: 'rice', packSize: 900, priceCents: 199 }),
    product({ _id: 'rice-2kg', ingredientId: 'rice', packSize: 2000, priceCents: 399 }),
    product({ _id: 'tofu-350', ingredientId: 'tofu', packSize: 350, priceCents: 299 }),
    product({ _id: 'chicken-500', ingredientId: 'chicken', packSize: 500, priceCents: 599 }),
    product({ _id: 'salt-1kg', ingredientId: 'salt', packSize: 1000, priceCents: 129 }),
  ],
  recipes: [
    dish(
      'oat-bowl',
      'breakfast',
      [15, 60, 10],
      [
        ['oats', 160],
        ['milk', 500],
        ['salt', 1],
      ],
      {
        diets: ['vegetarian'],
        allergens: ['milk'],
        cookingTime: 10,
      },
    ),
    dish(
      'egg-toast',
      'breakfast',
      [20, 30, 18],
      [
        ['eggs', 4],
        ['spinach', 60],
      ],
      {
        diets: ['vegetarian'],
        allergens: ['eggs'],
        cookingTime: 15,
      },
    ),
    dish(
      'bean-bowl',
      'lunch',
      [20, 80, 12],
      [
        ['beans', 300],
        ['rice', 150],
        ['spinach', 80],
      ],
      {
        diets: ['vegetarian'],
        cookingTime: 20,
      },
    ),
    dish(
      'tofu-rice',
      'lunch',
      [25, 70, 15],
      [
        ['tofu', 300],
        ['rice', 160],
      ],
      {
        diets: ['vegetarian'],
        allergens: ['soy'],
        cookingTime: 25,
      },
    ),
    dish(
      'chicken-rice',
      'dinner',
      [40, 70, 18],
      [
        ['chicken', 400],
        ['rice', 180],
        ['spinach', 60],
      ],
      {
        cookingTime: 40,
        difficulty: 'medium',
      },
    ),
    dish(
      'bean-chili',
      'dinner',
      [30, 65, 20],
      [
        ['beans', 400],
        ['chicken', 200],
      ],
      {
        cookingTime: 60,
      },
    ),
    dish(
      'tofu-stir-fry',
      'dinner',
      [28, 60, 22],
      [
        ['tofu', 350],
        ['rice', 150],
        ['spinach', 100],
      ],
      {
        diets: ['vegetarian'],
        allergens: ['soy'],
        cookingTime: 20,
      },
    ),
  ],
});

/** Three meals a day for one, balanced, 1,600 kcal (1,440 to 1,760 for the meals). */
export function kitchenRequest(fields: Partial<PlanRequest> = {}): PlanRequest {
  return {
    nutritionProgramId: 'balanced',
    program: balanced,
    diet: 'everything',
    allergies: [],
    mealTypes: [
      { mealTypeId: 'breakfast', servings: 1 },
      { mealTypeId: 'lunch', servings: 1 },
      { mealTypeId: 'dinner', servings: 1 },
    ],
    caloriesGoal: 1600,
    caloriesOutside: 0,
    noOfPeople: 1,
    noOfDays: 3,
    cookingTime: { min: 0, max: 120 },
    difficultyLevel: 'hard',
    dislikedIngredients: [],
    brandType: 'LOW_COST',
    startDate: '2026-12-01',
    repeatWithinDays: 2,
    fixed: [],
    rejected: [],
    ...fields,
  };
}
