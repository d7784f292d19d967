/**
 * POST /api/menus/build as a use case: the request checked against the catalog, the shopper's
 * pantry counted on the plan's first day, the plan made, and its cart priced by the pricing
 * engine, so the cost a plan shows is the cost its cart will show.
 */
import type {
  BuildMenuAnswer,
  BuildMenuBody,
  CartRecipeSelection,
  FieldProblem,
  PricingCopyRecipe,
} from '@mise/contracts';
import { badRequest, HttpProblem, unprocessable } from '@mise/platform';
import { daysAfter } from '@mise/platform/shop-day';
import { heldOn, type PantryLot } from '../domain/pantry.js';
import { mealCandidates } from '../domain/planner/candidates.js';
import {
  addKcal,
  type CalorieBand,
  eaterKcal,
  eatersOf,
  householdBand,
  type MacroKcal,
  macroShares,
  mealKcal,
  noKcal,
  totalKcal,
} from '../domain/planner/day-nutrition.js';
import { servingsOnGrid } from '../domain/planner/meal-options.js';
import type { Plan, PlanLot, PlanRequest } from '../domain/planner/plan.js';
import { buildMenu, type PlannerLimits } from '../domain/planner/planner.js';
import {
  type MilpSolver,
  SolverBusyError,
  SolverFailedError,
} from '../domain/planner/solver-port.js';
import { type CartInput, type PricingCatalog, priceCart } from '../domain/pricing-engine.js';
import { noPantry } from './pantry-held.js';

export interface MenuPlanning {
  catalog: () => PricingCatalog;
  solve: MilpSolver;
  limits: PlannerLimits;
  /** Today in the shop's zone, YYYY-MM-DD. */
  today: () => string;
  /** Milliseconds of a monotonic clock, for the answer's solve time. */
  now: () => number;
}

export async function planMenu(
  body: BuildMenuBody,
  /** The shopper's pantry; undefined for a guest. */
  pantry: readonly PantryLot[] | undefined,
  planning: MenuPlanning,
): Promise<BuildMenuAnswer> {
  const started = planning.now();
  const catalog = planning.catalog();
  const request = checkedRequest(body, catalog, planning.today());
  const lots = pantry ? planLots(pantry, body.startDate, body.noOfDays) : [];
  let outcome: Awaited<ReturnType<typeof buildMenu>>;
  try {
    outcome = await buildMenu(request, catalog, lots, planning.solve, planning.limits);
  } catch (error) {
    if (error instanceof SolverBusyError) {
      throw new HttpProblem(429, 'Too Many Requests', error.message);
    }
    if (error instanceof SolverFailedError) {
      throw new HttpProblem(
        503,
        'Service Unavailable',
        'The menu planner could not finish your plan. Try again in a moment.',
      );
    }
    throw error;
  }
  if (outcome.kind === 'blocked') {
    throw unprocessable(
      outcome.blocking[0]?.message ?? 'No plan fits your choices.',
      outcome.blocking,
    );
  }
  const cart = cartOf(outcome.plan, catalog);
  const priced = priceCart(
    {
      recipes: cart,
      brandType: body.brandType,
      extraGroceries: {},
      nonRequiredProductsToCost: [],
      removedIngredientList: [],
      isIngredientSubstitutionOn: true,
      ingredientSubstitutes: [],
      pantry: pantry ? heldOn(pantry, body.startDate) : noPantry,
      promo: null,
      delivery: { province: 'ON', cityFeeCents: 0, waiveOffDeliveryFee: true },
    } satisfies CartInput,
    catalog,
  );
  return {
    days: daysOf(outcome.plan, request, catalog),
    program: request.program,
    calorieBand: shownBand(householdBand(body)),
    people: eatersOf(body).map((eater) => ({
      caloriesGoal: eater.caloriesGoal,
      calorieBand: shownBand(eater.band),
    })),
    costCents: priced.cost.priceOfRequiredProducts,
    pricePerServingCents: priced.cost.pricePerServing,
    usedGroceriesInPercentage: priced.cost.usedGroceriesInPercentage,
    leftoverValueCents: priced.cost.priceOfUnusedProductsWithRoundingCorrection,
    pantryValueUsedCents: outcome.pantryValueUsedCents,
    cart: { brandType: body.brandType, recipes: cart },
    calorieInfo: {
      totalDays: body.noOfDays,
      members: body.noOfPeople,
      caloriesOutside: body.caloriesOutside,
      showForIndividual: true,
      mealTypes: body.mealTypes,
    },
    solver: { ...outcome.solver, ms: Math.round(planning.now() - started) },
  };
}

const shownBand = (band: CalorieBand) => ({
  target: Math.round(band.target),
  min: Math.round(band.min),
  max: Math.round(band.max),
});

/** The body with its program, or a 400 naming each field the catalog does not know. */
function checkedRequest(body: BuildMenuBody, catalog: PricingCatalog, today: string): PlanRequest {
  const problems: FieldProblem[] = [];
  const refuse = (field: string, message: string) =>
    problems.push({ field, rule: 'catalog', message: `${field}: ${message}` });
  const program = catalog.copy.nutritionPrograms.find((p) => p._id === body.nutritionProgramId);
  if (!program) refuse('nutritionProgramId', "must be one of the shop's nutrition programs");
  const mealTypeIds = new Set(catalog.copy.mealTypes.map((type) => type._id));
  body.mealTypes.forEach((type, index) => {
    if (!mealTypeIds.has(type.mealTypeId)) {
      refuse(`mealTypes.${index}.mealTypeId`, "must be one of the shop's meal types");
    }
  });
  if (body.startDate < today) refuse('startDate', 'must not be before today');
  const planned = new Set(body.mealTypes.map((type) => type.mealTypeId));
  const request = program && { ...body, program };
  const candidates = request
    ? mealCandidates(request, catalog)
    : new Map<string, PricingCopyRecipe[]>();
  const keptSlots = new Set<string>();
  body.fixed.forEach((meal, index) => {
    const field = `fixed.${index}`;
    if (meal.day >= body.noOfDays)
      refuse(`${field}.day`, `must be below noOfDays (${body.noOfDays})`);
    if (!planned.has(meal.mealTypeId))
      refuse(`${field}.mealTypeId`, 'must be one of the planned meal types');
    else if (!candidates.get(meal.mealTypeId)?.some((recipe) => recipe._id === meal.recipeId)) {
      refuse(`${field}.recipeId`, `must be a ${meal.mealTypeId} recipe your choices allow`);
    }
    const slot = `${meal.day}:${meal.mealTypeId}`;
    if (keptSlots.has(slot)) refuse(field, 'must not keep two meals in one slot');
    keptSlots.add(slot);
  });
  body.rejected.forEach((meal, index) => {
    if (meal.day >= body.noOfDays)
      refuse(`rejected.${index}.day`, `must be below noOfDays (${body.noOfDays})`);
  });
  if (problems.length > 0 || !request) {
    throw badRequest(
      `The menu cannot be planned: ${problems.map((p) => p.message).join('; ')}.`,
      problems,
    );
  }
  return request;
}

/** Lots good on the first day, each with the last plan day it is still good on. */
export function planLots(pantry: readonly PantryLot[], startDate: string, days: number): PlanLot[] {
  const lastDay = days - 1;
  const held: PlanLot[] = [];
  for (const lot of pantry) {
    if (lot.baseQuantity === null || lot.baseQuantity <= 0) continue;
    if (lot.expiresOn !== null && lot.expiresOn < startDate) continue;
    let last = lastDay;
    if (lot.expiresOn !== null) {
      for (let day = 0; day < lastDay; day++) {
        if (daysAfter(startDate, day + 1) > lot.expiresOn) {
          last = day;
          break;
        }
      }
    }
    held.push({ ingredientId: lot.ingredientId, baseQuantity: lot.baseQuantity, lastDay: last });
  }
  return held;
}

/**
 * The plan as cart lines: a recipe planned twice for one meal type is one line (the cart takes a
 * recipe once per meal type) of both meals' servings, raised to the recipe's grid when the sum
 * falls off it.
 */
export function cartOf(plan: Plan, catalog: PricingCatalog): CartRecipeSelection[] {
  const lines = new Map<string, CartRecipeSelection>();
  for (const meal of plan) {
    const key = `${meal.recipeId}\u0000${meal.mealTypeId}`;
    const servings = (lines.get(key)?.servings ?? 0) + meal.servings;
    lines.set(key, { id: meal.recipeId, mealTypeId: meal.mealTypeId, servings });
  }
  return [...lines.values()].map((line) => {
    const recipe = catalog.recipes.get(line.id);
    return recipe ? { ...line, servings: servingsOnGrid(recipe, line.servings) } : line;
  });
}

function daysOf(
  plan: Plan,
  request: PlanRequest,
  catalog: PricingCatalog,
): BuildMenuAnswer['days'] {
  const order = request.mealTypes.map((type) => type.mealTypeId);
  const servingsOf = new Map(request.mealTypes.map((type) => [type.mealTypeId, type.servings]));
  const eaters = eatersOf(request);
  const hundredth = (value: number) => Math.round(value * 100) / 100;
  return Array.from({ length: request.noOfDays }, (_, day) => {
    const meals = plan
      .filter((meal) => meal.day === day)
      .sort((a, b) => order.indexOf(a.mealTypeId) - order.indexOf(b.mealTypeId))
      .flatMap((meal) => {
        const recipe = catalog.recipes.get(meal.recipeId);
        if (!recipe) return [];
        const eatenServings = meal.portion * (servingsOf.get(meal.mealTypeId) ?? 0);
        return [{ meal, recipe, eatenServings }];
      });
    const kcal = meals.reduce(
      (sum, { recipe, eatenServings }) =>
        addKcal(sum, mealKcal(recipe.nutrition, eatenServings, request.noOfPeople)),
      noKcal,
    );
    const shares = macroShares(kcal);
    return {
      date: daysAfter(request.startDate, day),
      meals: meals.map(({ meal, recipe, eatenServings }) => ({
        mealTypeId: meal.mealTypeId,
        recipe: {
          _id: recipe._id,
          name: recipe.name,
          image: recipe.image,
          cookingTime: recipe.cookingTime,
          difficulty: recipe.difficulty,
          nutrition: recipe.nutrition,
        },
        portion: meal.portion,
        servings: meal.servings,
        eatenServings,
        servingsPerPerson: eaters.map((eater) =>
          hundredth((eatenServings / request.noOfPeople) * eater.ratio),
        ),
      })),
      perPerson: nutritionOf(kcal),
      byPerson: eaters.map((eater) => nutritionOf(eaterKcal(kcal, eater))),
      shares: {
        protein: tenth(shares.protein),
        carbs: tenth(shares.carbs),
        fat: tenth(shares.fat),
      },
    };
  });
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** A day's kcal per macronutrient as the shop shows nutrition: kcal, and grams to the tenth. */
const nutritionOf = (kcal: MacroKcal) => ({
  calories: Math.round(totalKcal(kcal)),
  protein: tenth(kcal.protein / 4),
  carbs: tenth(kcal.carbs / 4),
  fat: tenth(kcal.fat / 9),
});
