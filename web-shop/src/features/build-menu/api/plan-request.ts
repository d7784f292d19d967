import type { BuildMenuAnswer, BuildMenuInput } from '@mise/contracts';
import {
  type BuildMenuState,
  caloriesGoalOf,
  caloriesOutsideOf,
  type MealSlot,
  mealKey,
  peopleOf,
  startDateOf,
} from './build-menu-state';

/**
 * What POST /api/menus/build is asked for the wizard's choices; null until a program and a meal
 * type are chosen, as the planner needs both.
 */
export function planBody(
  state: BuildMenuState,
  today: Date,
  handle: string | undefined,
): BuildMenuInput | null {
  const program = state.selectedNutritionProgram;
  const caloriesGoal = caloriesGoalOf(state);
  const people = peopleOf(state);
  if (!program || caloriesGoal === null || state.selectedMealTypes.length === 0) return null;
  return {
    nutritionProgramId: program._id,
    diet: state.selectedDiet,
    allergies: state.allergies,
    mealTypes: state.selectedMealTypes,
    caloriesGoal,
    caloriesOutside: caloriesOutsideOf(state, caloriesGoal),
    noOfPeople: state.noOfPeople,
    ...(people && { people }),
    noOfDays: state.noOfDays,
    cookingTime: state.cookingTime,
    difficultyLevel: state.difficultyLevel,
    dislikedIngredients: state.dislikedIngredients.map((ingredient) => ingredient._id),
    brandType: state.brandType,
    startDate: startDateOf(state, today),
    repeatWithinDays: state.repeatWithinDays,
    ...(handle !== undefined && { handle }),
  };
}

/** Tells whether a kept plan was asked for each person's own goal. */
export const asksForEachPerson = (request: string): boolean =>
  (JSON.parse(request) as BuildMenuInput).people !== undefined;

/** Tells whether a kept plan answers the choices made now. */
export const requestKey = (body: BuildMenuInput): string => JSON.stringify(body);

/**
 * The same request, planning again only the `replaced` meals: every other meal of `plan` is
 * kept as it is (`fixed`), and the replaced ones' recipes are not offered in their slots again
 * (`rejected`). A swap replaces one meal; "Let's pick" the meals the shopper removed.
 */
export function replanBody(
  base: BuildMenuInput,
  plan: BuildMenuAnswer,
  replaced: readonly MealSlot[],
): BuildMenuInput {
  const replacedKeys = new Set(replaced.map(mealKey));
  const meals = plan.days.flatMap((day, index) =>
    day.meals.map((meal) => ({
      day: index,
      meal,
      isReplaced: replacedKeys.has(mealKey({ day: index, mealTypeId: meal.mealTypeId })),
    })),
  );
  return {
    ...base,
    fixed: meals
      .filter((entry) => !entry.isReplaced)
      .map(({ day, meal }) => ({
        day,
        mealTypeId: meal.mealTypeId,
        recipeId: meal.recipe._id,
        portion: meal.portion,
      })),
    rejected: meals
      .filter((entry) => entry.isReplaced)
      .map(({ day, meal }) => ({ day, mealTypeId: meal.mealTypeId, recipeId: meal.recipe._id })),
  };
}

/** Where the shopper widens what a 422 names: a step of the wizard or a popup of the plan. */
export type PlanFix = 'program' | 'diets' | 'mealTypes' | 'calories' | 'filters';

const fixOfField: Record<string, PlanFix> = {
  nutritionProgramId: 'program',
  diet: 'diets',
  allergies: 'diets',
  dislikedIngredients: 'diets',
  mealTypes: 'mealTypes',
  caloriesGoal: 'calories',
  caloriesOutside: 'calories',
  people: 'calories',
  cookingTime: 'filters',
  difficultyLevel: 'filters',
  repeatWithinDays: 'filters',
  noOfPeople: 'filters',
  noOfDays: 'filters',
  startDate: 'filters',
};

/** The place to change a request field the server named (`mealTypes.0.servings` is a meal type's). */
export function fixFor(field: string): PlanFix | undefined {
  return fixOfField[field.split('.')[0] ?? ''];
}
