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
import { improvePlan } from './improve-plan.js';
import { unitCostPerServing } from './meal-options.js';
import { buildModel } from './model.js';
import { planOf, startOf } from './model-values.js';
import { planObjective } from './objective.js';
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

/**
 * Of the time limit, the share the first plan's improvement may take at most, and the share the
 * solver has at least. On the bench's households the improvement finds most of the gain, and
 * the solver, given the whole limit, rarely improves on a good start; it still has time to try,
 * and to bound how far the plan is from the best.
 */
const IMPROVING_SHARE = 0.75;
const LEAST_SOLVING_SHARE = 0.25;

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

  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const made = firstPlan(space, kept);
  const first =
    made && improvePlan(space, kept, made, () => elapsed() > limits.timeLimitMs * IMPROVING_SHARE);
  const model = buildModel(space, kept);
  const start = first && startOf(model, first, basketOf(space, first), catalog, request.brandType);
  const solution = await solveOrNothing(solve, model.milp, {
    timeLimitMs: Math.max(limits.timeLimitMs * LEAST_SOLVING_SHARE, limits.timeLimitMs - elapsed()),
    relativeGap: 0.005,
    ...(start ? { start } : {}),
  });
  const candidates: Candidate[] = [];
  if (solution.colValue && (solution.status === 'optimal' || solution.status === 'time-limit')) {
    candidates.push(
      candidate(space, planOf(model, solution.colValue, kept), {
        status: solution.status,
        gap: boundedGap(solution.gap),
      }),
    );
  }
  if (first) candidates.push(candidate(space, first, { status: 'time-limit', gap: null }));
  // The solver weighs leftovers in a linear approximation (model.ts): of the plans that keep
  // every rule, the answer is the best by the objective itself.
  const best = candidates
    .filter(({ meals }) => planProblems(request, catalog, meals).length === 0)
    .sort((a, b) => a.objective - b.objective)[0];
  if (best) {
    return {
      kind: 'plan',
      plan: best.meals,
      pantryValueUsedCents: best.basket.pantryValueUsedCents(),
      solver: best.solver,
    };
  }
  return {
    kind: 'blocked',
    blocking: await explainBlocked(request, catalog, lots, solve, limits, spaceFor),
  };
}

interface Candidate {
  meals: PlanMeal[];
  basket: Basket;
  objective: number;
  solver: { status: SolverStatus; gap: number | null };
}

function candidate(space: PlanSpace, plan: SlotMeals, solver: Candidate['solver']): Candidate {
  const basket = basketOf(space, plan);
  return { meals: mealsOf(plan), basket, objective: planObjective(space, basket), solver };
}

/** The basket of a whole plan, its days in order. */
export function basketOf(space: PlanSpace, plan: SlotMeals): Basket {
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

/** A plan's meals as the answer lists them, day by day. */
export function mealsOf(plan: SlotMeals): PlanMeal[] {
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
