/**
 * The calorie goal popup's rules, as the planner takes them (POST /api/menus/build): a goal of
 * 1,000–5,000 kcal per person per day, and outside calories that leave at least 300 kcal of it
 * to the planned meals.
 */
export const calorieGoalLimits = { min: 1000, max: 5000, leftForMeals: 300 } as const;

/** Document 2 §5: the field takes digits only; anything else clears it. */
export const digitsOnly = (typed: string): string => (/^\d*$/.test(typed) ? typed : '');

export type CalorieGoalProblem = 'goalRange' | 'outsideTooHigh' | null;

export function goalProblem(goal: number): CalorieGoalProblem {
  return goal < calorieGoalLimits.min || goal > calorieGoalLimits.max ? 'goalRange' : null;
}

export function outsideProblem(goal: number, outside: number): CalorieGoalProblem {
  return outside > goal - calorieGoalLimits.leftForMeals ? 'outsideTooHigh' : null;
}

/** A goal as typed: an empty field is out of range too. */
export function goalTextProblem(typed: string): CalorieGoalProblem {
  const goal = Number(typed || Number.NaN);
  return Number.isNaN(goal) ? 'goalRange' : goalProblem(goal);
}
