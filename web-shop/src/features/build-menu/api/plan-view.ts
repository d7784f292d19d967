import type { BuildMenuAnswer, PlannedMeal } from '@mise/contracts';
import { type MealSlot, mealKey } from './build-menu-state';

/** A day of the plan for one meal type: its meal, unless the shopper removed it. */
export type PlanDayView = { day: number; date: string; meal: PlannedMeal | undefined };

export function daysOfMealType(
  plan: BuildMenuAnswer,
  mealTypeId: string,
  removed: readonly MealSlot[],
): PlanDayView[] {
  const removedKeys = new Set(removed.map(mealKey));
  return plan.days.map((day, index) => ({
    day: index,
    date: day.date,
    meal: removedKeys.has(mealKey({ day: index, mealTypeId }))
      ? undefined
      : day.meals.find((meal) => meal.mealTypeId === mealTypeId),
  }));
}

const servingsOf = (days: readonly PlanDayView[]) =>
  days.reduce((sum, entry) => sum + (entry.meal?.servings ?? 0), 0);

/**
 * The servings the plan suggests for a meal type, and those still selected once the shopper
 * removed meals (document 2 §4 "Build menu": the next meal type waits until they meet).
 */
export function servingsProgress(
  plan: BuildMenuAnswer,
  mealTypeId: string,
  removed: readonly MealSlot[],
): { selected: number; suggested: number } {
  return {
    selected: servingsOf(daysOfMealType(plan, mealTypeId, removed)),
    suggested: servingsOf(daysOfMealType(plan, mealTypeId, [])),
  };
}

/** What each person eats on an average day of the plan, kcal and % of calories per macro. */
export function planAverages(plan: BuildMenuAnswer) {
  const count = Math.max(plan.days.length, 1);
  const mean = (value: (day: BuildMenuAnswer['days'][number]) => number) =>
    Math.round(plan.days.reduce((sum, day) => sum + value(day), 0) / count);
  return {
    calories: mean((day) => day.perPerson.calories),
    protein: mean((day) => day.shares.protein),
    carbs: mean((day) => day.shares.carbs),
    fat: mean((day) => day.shares.fat),
  };
}
