import type {
  BuildMenuAnswer,
  BuildMenuInput,
  CartAnswer,
  Diet,
  NutritionProgram,
  RecipeSummary,
} from '@mise/contracts';
import { DEFAULT_REPEAT_WITHIN_DAYS } from '@mise/contracts';
import { calorieGoalLimits, goalProblem } from './calorie-goal';

/** The key the predecessor shop kept the wizard under (document 2 §3 "Local storage keys"). */
export const buildMenuStorageKey = 'buildMenu';

export type MealTypeChoice = { mealTypeId: string; servings: number };
/** A meal of the plan: which day (0 = the start date) and which meal type. */
export type MealSlot = { day: number; mealTypeId: string };
export type DislikedIngredient = { _id: string; name: string };

/**
 * The wizard's choices (document 2 §3 "Build menu state") and what the planner call needs
 * besides (outside calories, start date, brand tier, repeats). Kept in local storage so a reload,
 * or a visit to another page, finds the plan as it was left.
 */
export type BuildMenuState = {
  selectedNutritionProgram: NutritionProgram | null;
  selectedMealTypes: MealTypeChoice[];
  selectedDiet: Diet['_id'];
  /** Kcal per person per day; the program's own until the shopper sets one. */
  caloriesGoal: number | null;
  /** Kcal per person per day eaten outside the plan; the meals not planned' usual share until set. */
  caloriesOutside: number | null;
  allergies: NonNullable<BuildMenuInput['allergies']>;
  noOfPeople: number;
  /**
   * Each person's own kcal per day, one a person, when they do not all share `caloriesGoal`;
   * null while everyone has the same goal.
   */
  peopleGoals: number[] | null;
  noOfDays: number;
  dislikedIngredients: DislikedIngredient[];
  cookingTime: { min: number; max: number };
  difficultyLevel: RecipeSummary['difficulty'];
  repeatWithinDays: number;
  /** Day 0 of the plan (YYYY-MM-DD); null for the default, the day after tomorrow. */
  startDate: string | null;
  brandType: CartAnswer['brandType'];
  /** The meal type the result page shows, by its place in `selectedMealTypes`. */
  step: number;
  /** The meals shown opened, as `mealKey`s. */
  expandRecipes: string[];
  /** Meals the shopper took out of the plan, until the planner fills them again. */
  removedMeals: MealSlot[];
  /** The plan shown, with the request it answers (`requestKey`) to tell when it is out of date. */
  buildMenuResult: { request: string; plan: BuildMenuAnswer } | null;
};

export const defaultBuildMenu: BuildMenuState = {
  selectedNutritionProgram: null,
  selectedMealTypes: [],
  selectedDiet: 'everything',
  caloriesGoal: null,
  caloriesOutside: null,
  allergies: [],
  noOfPeople: 2,
  peopleGoals: null,
  noOfDays: 5,
  dislikedIngredients: [],
  cookingTime: { min: 0, max: 60 },
  difficultyLevel: 'hard',
  repeatWithinDays: DEFAULT_REPEAT_WITHIN_DAYS,
  startDate: null,
  brandType: 'LOW_COST',
  step: 0,
  expandRecipes: [],
  removedMeals: [],
  buildMenuResult: null,
};

export const mealKey = ({ day, mealTypeId }: MealSlot) => `${day}:${mealTypeId}`;

/**
 * What this browser kept, over the defaults: a field the stored value lacks (an older shop's)
 * takes its default, and anything unreadable starts the wizard afresh.
 */
export function readBuildMenu(storage: Storage): BuildMenuState {
  try {
    const stored: unknown = JSON.parse(storage.getItem(buildMenuStorageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
      return defaultBuildMenu;
    }
    const state = { ...defaultBuildMenu, ...(stored as Partial<BuildMenuState>) };
    return { ...state, peopleGoals: keptPeopleGoals(state.peopleGoals, state.noOfPeople) };
  } catch {
    return defaultBuildMenu;
  }
}

/** Goals edited by hand in storage, or kept for another household size, would make a 400. */
function keptPeopleGoals(stored: unknown, noOfPeople: number): number[] | null {
  const isGoal = (goal: unknown) =>
    typeof goal === 'number' && Number.isInteger(goal) && !goalProblem(goal);
  return Array.isArray(stored) && stored.length === noOfPeople && stored.every(isGoal)
    ? stored
    : null;
}

/**
 * Each person's goal once the household has `noOfPeople` people: those who stay keep theirs,
 * and newcomers start from the household's goal.
 */
export function resizePeopleGoals(
  state: BuildMenuState,
  noOfPeople: number,
): BuildMenuState['peopleGoals'] {
  const goals = state.peopleGoals;
  if (goals === null) return null;
  const householdGoal = caloriesGoalOf(state) ?? calorieGoalLimits.min;
  return Array.from({ length: noOfPeople }, (_, person) => goals[person] ?? householdGoal);
}

/** The people the plan sizes portions for, when they do not all share the household's goal. */
export function peopleOf(state: BuildMenuState): { caloriesGoal: number }[] | undefined {
  const goals = state.peopleGoals;
  if (goals === null || state.noOfPeople < 2 || goals.length !== state.noOfPeople) return undefined;
  return goals.map((caloriesGoal) => ({ caloriesGoal }));
}

export function writeBuildMenu(storage: Storage, state: BuildMenuState): void {
  try {
    storage.setItem(buildMenuStorageKey, JSON.stringify(state));
  } catch {
    // A full storage: the wizard still works, it is only not kept for the next visit.
  }
}

/** YYYY-MM-DD of a local day. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Day `count` days after `date`, as a local day. */
export function daysAfter(date: Date, count: number): string {
  return isoDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + count));
}

/**
 * The plan's first day: the shopper's, unless it has passed; by default the day after
 * tomorrow, the first day groceries ordered now can be cooked from.
 */
export function startDateOf(state: Pick<BuildMenuState, 'startDate'>, today: Date): string {
  const earliest = isoDay(today);
  if (state.startDate !== null && state.startDate >= earliest) return state.startDate;
  return daysAfter(today, 2);
}

/**
 * The share of a day's calories each meal type usually brings. A plan of lunches and dinners
 * leaves breakfast and snacks to the shopper: without counting them outside, the planned meals
 * would have to bring the whole goal, which two plates a day at most a serving and a half rarely
 * reach.
 */
const usualShareOfTheDay: Readonly<Record<string, number>> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.35,
  snack: 0.05,
};

/** The calories eaten outside the plan: the shopper's, else the usual share of the meals not planned. */
export function caloriesOutsideOf(state: BuildMenuState, goal: number): number {
  if (state.caloriesOutside !== null) return state.caloriesOutside;
  const planned = new Set(state.selectedMealTypes.map((choice) => choice.mealTypeId));
  const share = Object.entries(usualShareOfTheDay)
    .filter(([mealTypeId]) => !planned.has(mealTypeId))
    .reduce((sum, [, part]) => sum + part, 0);
  return Math.max(
    0,
    Math.min(goal - calorieGoalLimits.leftForMeals, Math.round((goal * share) / 10) * 10),
  );
}

/** The goal the plan is for: the shopper's, else the chosen program's. */
export function caloriesGoalOf(state: BuildMenuState): number | null {
  return state.caloriesGoal ?? state.selectedNutritionProgram?.caloriesPerDay ?? null;
}
