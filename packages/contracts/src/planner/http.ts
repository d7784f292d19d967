import { z } from 'zod';
import { calorieInfo, cartRecipeSelection } from '../cart/http.js';
import {
  allergenIds,
  brandTypes,
  dietIds,
  difficulties,
  handle,
  nutritionProgram,
} from '../catalog/http.js';
import { nutritionPerServing } from '../catalog/pricing-copy.js';

/**
 * The build-menu planner's call (spec document 2 §2.11, §3 "Build menu state", §4; spec README
 * "Build-menu planner"): POST /api/menus/build plans days × meal types at the least cost in whole
 * packs, inside the household's calorie band and the program's macro ranges.
 */

export const MAX_PLAN_DAYS = 7;
export const MAX_PLAN_PEOPLE = 12;
/** Servings of one meal type a household eats in a day: the largest recipe's servings (spec §4). */
export const MAX_MEAL_TYPE_SERVINGS = 12;
export const DEFAULT_REPEAT_WITHIN_DAYS = 3;
/**
 * How much of a serving each eater has at a meal: recipes' servings are sized for an average
 * appetite, and a day of three such servings is about 1,500 kcal, so larger goals need larger
 * portions rather than a fourth meal.
 */
export const PORTIONS = [1, 1.25, 1.5] as const;

const id = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(200, { error: 'must be at most 200 characters' });

const whole = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const day = whole(0, MAX_PLAN_DAYS - 1);

/** A meal in a plan the shopper sees: which day (0 = startDate) and which meal type. */
const slot = { day, mealTypeId: id };

/** A meal the shopper keeps while the rest is planned again (swap one meal). */
export const fixedMeal = z.strictObject({
  ...slot,
  recipeId: id,
  portion: z
    .number({ error: 'must be a number' })
    .refine((portion) => (PORTIONS as readonly number[]).includes(portion), {
      error: `must be one of ${PORTIONS.join(', ')}`,
    }),
});
export type FixedMeal = z.infer<typeof fixedMeal>;

const cookingTime = z
  .strictObject({ min: whole(0, 600), max: whole(1, 600) })
  .refine((time) => time.min <= time.max, {
    error: 'min must not be above max',
    path: ['max'],
  });

const difficultyLevel = z.enum(difficulties, { error: 'must be easy, medium or hard' });

export const buildMenuBody = z
  .strictObject({
    nutritionProgramId: id,
    diet: z.enum(dietIds, { error: "must be one of the shop's diets" }).default('everything'),
    allergies: z
      .array(z.enum(allergenIds, { error: "must be one of the shop's allergens" }))
      .max(allergenIds.length, { error: `must list at most ${allergenIds.length} allergens` })
      .default([]),
    mealTypes: z
      .array(
        z.strictObject({
          mealTypeId: id,
          servings: whole(1, MAX_MEAL_TYPE_SERVINGS),
          /** This meal type's own limits (a quick breakfast, a slow Sunday dinner). */
          cookingTime: cookingTime.optional(),
          difficultyLevel: difficultyLevel.optional(),
        }),
      )
      .min(1, { error: 'must name at least one meal type' })
      .max(4, { error: 'must name at most 4 meal types' })
      .refine((types) => new Set(types.map((type) => type.mealTypeId)).size === types.length, {
        error: 'must name each meal type once',
      }),
    /** Kcal per person per day, meals and everything else together. */
    caloriesGoal: whole(1000, 5000),
    /** Kcal per person per day eaten outside the planned meals (snacks, a lunch out). */
    caloriesOutside: whole(0, 4000).default(0),
    noOfPeople: whole(1, MAX_PLAN_PEOPLE),
    /**
     * Each person's own calorie goal, when they differ (a trainer planning for clients, a
     * household of a child and two adults); one entry a person. Everyone eats the same meals at
     * a portion in proportion to their goal, and eats outside the plan the same share of their
     * goal as caloriesOutside is of caloriesGoal.
     */
    people: z
      .array(z.strictObject({ caloriesGoal: whole(1000, 5000) }))
      .max(MAX_PLAN_PEOPLE, { error: `must list at most ${MAX_PLAN_PEOPLE} people` })
      .optional(),
    noOfDays: whole(1, MAX_PLAN_DAYS),
    /** Minutes, per meal; a meal type may set its own. */
    cookingTime,
    /** The hardest recipe allowed; a meal type may set its own. */
    difficultyLevel: difficultyLevel.default('hard'),
    dislikedIngredients: z
      .array(id)
      .max(50, { error: 'must list at most 50 ingredients' })
      .default([]),
    brandType: z
      .enum(brandTypes, { error: 'must be LOW_COST, PREMIUM or ORGANIC' })
      .default('LOW_COST'),
    /** Day 0 of the plan, and the delivery day the pantry is counted on. */
    startDate: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
    /** No recipe twice within this many days (1 allows a recipe on consecutive days). */
    repeatWithinDays: whole(1, MAX_PLAN_DAYS).default(DEFAULT_REPEAT_WITHIN_DAYS),
    /** Meals to keep as they are; the planner fills the other slots around them. */
    fixed: z.array(fixedMeal).max(28, { error: 'must list at most 28 meals' }).default([]),
    /** Recipes not to offer again in a slot: the meal the shopper swapped away. */
    rejected: z
      .array(z.strictObject({ ...slot, recipeId: id }))
      .max(28, { error: 'must list at most 28 meals' })
      .default([]),
    /** The storefront planned from: only its recipes are candidates. */
    handle: handle.optional(),
  })
  .refine((body) => body.caloriesOutside <= body.caloriesGoal - 300, {
    error: 'must leave at least 300 kcal of the goal to the planned meals',
    path: ['caloriesOutside'],
  })
  .refine((body) => body.people === undefined || body.people.length === body.noOfPeople, {
    error: 'must list one goal for each of the noOfPeople people',
    path: ['people'],
  });
export type BuildMenuBody = z.infer<typeof buildMenuBody>;
export type BuildMenuInput = z.input<typeof buildMenuBody>;

/** Percent of the planned meals' calories. */
const shares = z.object({ protein: z.number(), carbs: z.number(), fat: z.number() });

export const plannedMeal = z.object({
  mealTypeId: z.string(),
  recipe: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string(),
    cookingTime: z.number(),
    difficulty: z.enum(difficulties),
    /** Per serving. */
    nutrition: nutritionPerServing,
  }),
  /** Each eater's share, in servings (one of PORTIONS). */
  portion: z.number(),
  /** Servings cooked: on the recipe's servings grid, at least what is eaten. */
  servings: z.number().int(),
  /** Servings eaten: the portion times the meal type's servings. */
  eatenServings: z.number(),
  /** Servings each person eats, in the order of `people`, to the hundredth. */
  servingsPerPerson: z.array(z.number()),
});
export type PlannedMeal = z.infer<typeof plannedMeal>;

export const plannedDay = z.object({
  date: z.iso.date(),
  meals: z.array(plannedMeal),
  /** What the average person eats from the planned meals, in kcal and grams. */
  perPerson: nutritionPerServing,
  /** What each person eats, in the order of `people`. */
  byPerson: z.array(nutritionPerServing),
  shares,
});
export type PlannedDay = z.infer<typeof plannedDay>;

const calorieBand = z.object({ target: z.number(), min: z.number(), max: z.number() });

export const solverStatuses = ['optimal', 'time-limit'] as const;

export const buildMenuAnswer = z.object({
  days: z.array(plannedDay),
  program: nutritionProgram,
  /** Kcal per person per day the planned meals must bring: the goal less the outside calories, ±10 %. */
  calorieBand,
  /** Each person's goal and band, one a person; the same for all when `people` was not sent. */
  people: z.array(z.object({ caloriesGoal: z.number(), calorieBand })),
  /** The groceries in whole packs at the brand tier, as the cart prices them. */
  costCents: z.number().int(),
  pricePerServingCents: z.number().int(),
  usedGroceriesInPercentage: z.number(),
  leftoverValueCents: z.number().int(),
  /** What the pantry food the plan cooks with would cost at today's prices. */
  pantryValueUsedCents: z.number().int(),
  /** What POST /api/cart takes to put the plan in the cart. */
  cart: z.object({
    brandType: z.enum(brandTypes),
    recipes: z.array(cartRecipeSelection),
  }),
  calorieInfo,
  solver: z.object({
    status: z.enum(solverStatuses),
    ms: z.number().int(),
    /** (plan − best bound) / plan; null while the solver has no bound yet. */
    gap: z.number().nullable(),
  }),
});
export type BuildMenuAnswer = z.infer<typeof buildMenuAnswer>;
export type SolverStatus = (typeof solverStatuses)[number];
