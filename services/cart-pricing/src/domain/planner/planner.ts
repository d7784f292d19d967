/**
 * The build-menu planner's entry: the shopper's choices in, a plan that keeps every hard rule
 * out, or the rule that blocks every plan, in words. The solver does the choosing; the first
 * plan only gives it a point to start from, and the checker stands between the solver and the
 * shopper.
 */
import type { SolverStatus } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import { Basket } from './basket.js';
import { type Blocking, checkSpace, explainBlocked } from './blocking.js';
import { mealCandidates, shortlist } from './candidates.js';
import { planProblems } from './check-plan.js';
import { firstPlan } from './first-plan.js';
import { unitCostPerServing } from './meal-options.js';
import { buildModel } from './model.js';
import { planOf, startOf } from './model-values.js';
import type { Plan, PlanLot, PlanMeal, PlanRequest } from './plan.js';
import { keptMeals, type PlanSpace, planSpace, type SlotMeals } from './plan-space.js';
import {
  type MilpModel,
  type MilpSolution,
  type MilpSolver,
  type SolveOptions,
  SolverFailedError,
} from './solver-port.js';

export interface PlannerLimits {
  timeLimitMs: number;
  /** Recipes per meal type the model holds at most. */
  shortlistSize: number;
}

export type PlanOutcome =
  | {
      kind: 'plan';
      plan: Plan;
      /** Pantry food cooked before it expired, at the tier's cheapest unit prices. */
      pantryValueUsedCents: number;
      solver: { status: SolverStatus; gap: number | null };
    }
  | { kind: 'blocked'; blocking: Blocking[] };

export function spaceFor(
  request: PlanRequest,
  catalog: PricingCatalog,
  lots: readonly PlanLot[],
  limits: PlannerLimits,
  relaxed: Parameters<typeof mealCandidates>[2] = [],
): PlanSpace {
  const cost = (recipe: Parameters<typeof unitCostPerServing>[1]) =>
    unitCostPerServing(catalog, recipe, request.brandType);
  const candidates = new Map(
    [...mealCandidates(request, catalog, relaxed)].map(([mealTypeId, recipes]) => [
      mealTypeId,
      shortlist(recipes, limits.shortlistSize, cost),
    ]),
  );
  return planSpace(request, catalog, candidates, lots);
}

export async function buildMenu(
  request: PlanRequest,
  catalog: PricingCatalog,
  lots: readonly PlanLot[],
  solve: MilpSolver,
  limits: PlannerLimits,
): Promise<PlanOutcome> {
  const space = spaceFor(request, catalog, lots, limits);
  const kept = keptMeals(request, catalog);
  const empty = checkSpace(request, catalog, space);
  if (empty.length > 0) return { kind: 'blocked', blocking: empty };

  const first = firstPlan(space, kept);
  const model = buildModel(space, kept);
  const start = first && startOf(model, first, basketOf(space, first), catalog, request.brandType);
  const solution = await solveOrNothing(solve, model.milp, {
    timeLimitMs: limits.timeLimitMs,
    relativeGap: 0.005,
    ...(start ? { start } : {}),
  });
  const candidates: { plan: SlotMeals; status: SolverStatus; gap: number | null }[] = [];
  if (solution.colValue && (solution.status === 'optimal' || solution.status === 'time-limit')) {
    candidates.push({
      plan: planOf(model, solution.colValue, kept),
      status: solution.status,
      gap: boundedGap(solution.gap),
    });
  }
  if (first) candidates.push({ plan: first, status: 'time-limit', gap: null });
  for (const candidate of candidates) {
    const plan = mealsOf(candidate.plan);
    if (planProblems(request, catalog, plan).length > 0) continue;
    return {
      kind: 'plan',
      plan,
      pantryValueUsedCents: basketOf(space, candidate.plan).pantryValueUsedCents(),
      solver: { status: candidate.status, gap: candidate.gap },
    };
  }
  return {
    kind: 'blocked',
    blocking: await explainBlocked(request, catalog, lots, solve, limits, spaceFor),
  };
}

/** The basket of a whole plan, its days in order. */
function basketOf(space: PlanSpace, plan: SlotMeals): Basket {
  const basket = new Basket(space.catalog, space.tier, space.lots);
  const meals = [...plan.values()].sort((a, b) => a.slot.day - b.slot.day);
  for (const meal of meals) basket.add(meal.option.amounts, meal.slot.day);
  return basket;
}

/**
 * The solve, or nothing when the solver failed (a crash, its watchdog under load): the first
 * plan, which keeps every rule, is then the answer rather than an error.
 */
async function solveOrNothing(
  solve: MilpSolver,
  model: MilpModel,
  options: SolveOptions,
): Promise<MilpSolution> {
  try {
    return await solve(model, options);
  } catch (error) {
    if (!(error instanceof SolverFailedError)) throw error;
    return { status: 'no-solution', colValue: null, objective: null, gap: null, ms: 0 };
  }
}

/**
 * The solver's gap when it has a bound worth the name. The objective's leftover credit makes
 * the bound before the first LP negative, and a gap above 1 then says only that no LP was
 * solved yet.
 */
const boundedGap = (gap: number | null) => (gap !== null && gap <= 1 ? gap : null);

function mealsOf(plan: SlotMeals): PlanMeal[] {
  return [...plan.values()]
    .map(({ slot, option }) => ({
      day: slot.day,
      mealTypeId: slot.mealTypeId,
      recipeId: option.recipe._id,
      portion: option.portion,
      servings: option.servings,
    }))
    .sort((a, b) => a.day - b.day);
}
