/**
 * Every hard rule of a plan, checked from the request and the catalog alone: it never sees the
 * model or the solver, so a plan the solver got wrong (or a model that states a rule wrongly)
 * is caught before a shopper sees it.
 */
import { PORTIONS } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import { mealCandidates } from './candidates.js';
import {
  addKcal,
  dayRulesBroken,
  eaterKcal,
  eatersOf,
  macroRanges,
  mealKcal,
  noKcal,
} from './day-nutrition.js';
import type { Plan, PlanRequest } from './plan.js';

export function planProblems(request: PlanRequest, catalog: PricingCatalog, plan: Plan): string[] {
  const problems: string[] = [];
  const servingsOf = new Map(request.mealTypes.map((type) => [type.mealTypeId, type.servings]));
  const candidates = mealCandidates(request, catalog);
  const allowed = new Map(
    [...candidates].map(([mealTypeId, recipes]) => [
      mealTypeId,
      new Set(recipes.map((r) => r._id)),
    ]),
  );
  const eaters = eatersOf(request);
  const ranges = macroRanges(request.program);

  const seen = new Set<string>();
  for (const meal of plan) {
    const where = `day ${meal.day} ${meal.mealTypeId}`;
    const key = `${meal.day}:${meal.mealTypeId}`;
    if (seen.has(key)) problems.push(`${where}: more than one meal`);
    seen.add(key);
    const mealServings = servingsOf.get(meal.mealTypeId);
    if (meal.day < 0 || meal.day >= request.noOfDays || mealServings === undefined) {
      problems.push(`${where}: not a slot of the plan`);
      continue;
    }
    const recipe = catalog.recipes.get(meal.recipeId);
    if (!recipe) {
      problems.push(`${where}: unknown recipe ${meal.recipeId}`);
      continue;
    }
    if (!allowed.get(meal.mealTypeId)?.has(recipe._id)) {
      problems.push(`${where}: ${recipe._id} is not a ${meal.mealTypeId} the filters allow`);
    }
    if (
      request.rejected.some(
        (r) => r.day === meal.day && r.mealTypeId === meal.mealTypeId && r.recipeId === recipe._id,
      )
    ) {
      problems.push(`${where}: ${recipe._id} was swapped away`);
    }
    if (!(PORTIONS as readonly number[]).includes(meal.portion)) {
      problems.push(`${where}: portion ${meal.portion}`);
    }
    const eaten = meal.portion * mealServings;
    const onGrid =
      meal.servings >= recipe.minServings &&
      Number.isInteger((meal.servings - recipe.minServings) / recipe.incrServings);
    if (!onGrid || meal.servings < eaten - 1e-9) {
      problems.push(`${where}: ${meal.servings} servings do not feed ${eaten} on the grid`);
    }
  }
  for (let day = 0; day < request.noOfDays; day++) {
    for (const { mealTypeId } of request.mealTypes) {
      if (!seen.has(`${day}:${mealTypeId}`)) problems.push(`day ${day} ${mealTypeId}: no meal`);
    }
    const kcal = plan
      .filter((meal) => meal.day === day)
      .reduce((sum, meal) => {
        const recipe = catalog.recipes.get(meal.recipeId);
        const servings = servingsOf.get(meal.mealTypeId) ?? 0;
        if (!recipe) return sum;
        return addKcal(
          sum,
          mealKcal(recipe.nutrition, meal.portion * servings, request.noOfPeople),
        );
      }, noKcal);
    // Each person's day from their own portions, against their own band.
    eaters.forEach((eater, index) => {
      const who = request.people ? ` person ${index + 1}` : '';
      for (const rule of dayRulesBroken(eaterKcal(kcal, eater), eater.band, ranges)) {
        const problem = `day ${day}${who}: ${rule}`;
        if (!problems.includes(problem)) problems.push(problem);
      }
    });
  }
  for (const a of plan) {
    for (const b of plan) {
      if (a === b || a.recipeId !== b.recipeId || a.day > b.day) continue;
      if (
        b.day - a.day < request.repeatWithinDays &&
        !(a.day === b.day && a.mealTypeId >= b.mealTypeId)
      ) {
        problems.push(`${a.recipeId}: on day ${a.day} and day ${b.day}`);
      }
    }
  }
  return problems;
}
