/**
 * The first plan: day after day, the combination of meals that keeps the day's limits and adds
 * the least to the cost of the packs bought so far. It is the solver's starting point, so the
 * solver improves a plan it already holds instead of searching for one; the solver never sees a
 * day the first plan could not fill, because then there is no first plan.
 */
import { Basket } from './basket.js';
import { addKcal, keepsDayLimits, type MacroKcal, noKcal, totalKcal } from './day-nutrition.js';
import type { MealOption } from './meal-options.js';
import { DAY_MARGIN } from './model.js';
import {
  mayHold,
  type PlacedMeal,
  type PlanSpace,
  placeMeal,
  type Slot,
  type SlotMeals,
  slotKey,
} from './plan-space.js';

/** Combinations of a day weighed by their whole-pack cost; the rest only by their unit cost. */
const WEIGHED_PER_DAY = 48;
/** Partial combinations enumerated per day before the last meal type is scanned. */
const PREFIXES_PER_DAY = 20_000;

export interface Combination {
  options: MealOption[];
  unitCost: number;
}

/** Every slot filled, or null when some day has no combination that keeps its limits. */
export function firstPlan(space: PlanSpace, kept: SlotMeals): Map<string, PlacedMeal> | null {
  const plan = new Map<string, PlacedMeal>(kept);
  const basket = new Basket(space.catalog, space.tier, space.lots);
  for (let day = 0; day < space.days; day++) {
    const slots = space.mealTypeIds.map((mealTypeId) => ({ day, mealTypeId }));
    const free = slots.filter((slot) => !kept.has(slotKey(slot)));
    const keptKcal = slots.reduce((sum, slot) => {
      const meal = kept.get(slotKey(slot));
      return meal ? addKcal(sum, meal.option.kcal) : sum;
    }, noKcal);
    const best = cheapestDay(space, plan, basket, free, keptKcal);
    if (!best) return null;
    free.forEach((slot, index) => {
      const option = best[index];
      if (option) placeMeal(plan, slot, option);
    });
    for (const slot of slots) {
      const meal = plan.get(slotKey(slot));
      if (meal) basket.add(meal.option.amounts, day);
    }
  }
  return plan;
}

function cheapestDay(
  space: PlanSpace,
  placed: SlotMeals,
  basket: Basket,
  free: readonly Slot[],
  keptKcal: MacroKcal,
): MealOption[] | null {
  if (free.length === 0) return [];
  const allowed = free.map((slot) =>
    (space.options.get(slot.mealTypeId) ?? []).filter((option) =>
      mayHold(space, placed, slot, option.recipe._id),
    ),
  );
  const kept = dayCombinations(space, allowed, keptKcal, WEIGHED_PER_DAY);
  let best: MealOption[] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const day = free[0]?.day ?? 0;
  for (const combination of kept) {
    const amounts = combination.options.flatMap((option) => option.amounts);
    const cost = basket.addedCost(amounts, day);
    if (cost < bestCost) {
      bestCost = cost;
      best = combination.options;
    }
  }
  return best;
}

/**
 * The day's combinations of `allowed` (options per free slot) that keep its limits with the
 * kept meals' `keptKcal`, each recipe once, the cheapest by unit cost first (at most `limit`).
 * The meal types but the last are enumerated, each cut to its cheapest options so the
 * enumeration stays under PREFIXES_PER_DAY; the last is scanned whole. The day's sums are plain
 * numbers: this loop runs a million times for three meal types.
 */
export function dayCombinations(
  space: PlanSpace,
  allowed: readonly (readonly MealOption[])[],
  keptKcal: MacroKcal,
  limit: number,
): Combination[] {
  const leadingCount = allowed.length - 1;
  const perType = Math.max(8, Math.floor(PREFIXES_PER_DAY ** (1 / Math.max(1, leadingCount))));
  const levels = allowed.map((options, depth) =>
    depth < leadingCount
      ? [...options].sort((a, b) => a.unitCost - b.unitCost).slice(0, perType)
      : options,
  );
  const most = levels.map((options) => Math.max(0, ...options.map((o) => totalKcal(o.kcal))));
  const least = levels.map((options) => Math.min(...options.map((o) => totalKcal(o.kcal))));
  const mostAfter = most.map((_, depth) => most.slice(depth).reduce((a, b) => a + b, 0));
  const leastAfter = least.map((_, depth) => least.slice(depth).reduce((a, b) => a + b, 0));
  // The last meal type by its calories, so a day scans only the meals that fit what is left.
  const last = [...(levels[leadingCount] ?? [])].sort(
    (a, b) => totalKcal(a.kcal) - totalKcal(b.kcal),
  );
  const lastKcal = last.map((option) => totalKcal(option.kcal));

  const found: Combination[] = [];
  let worstKept = Number.POSITIVE_INFINITY;
  const consider = (options: MealOption[], unitCost: number) => {
    if (found.length >= limit && unitCost >= worstKept) return;
    found.push({ options, unitCost });
    if (found.length > limit) {
      found.sort((a, b) => a.unitCost - b.unitCost);
      found.length = limit;
      worstKept = found.at(-1)?.unitCost ?? Number.POSITIVE_INFINITY;
    }
  };
  const chosen: MealOption[] = [];
  const walk = (depth: number, protein: number, carbs: number, fat: number, unitCost: number) => {
    const sofar = protein + carbs + fat;
    if (
      sofar + (mostAfter[depth] ?? 0) < space.band.min ||
      sofar + (leastAfter[depth] ?? 0) > space.band.max
    ) {
      return;
    }
    if (depth === leadingCount) {
      const ceiling = space.band.max - sofar;
      for (let o = firstAtLeast(lastKcal, space.band.min - sofar); o < last.length; o++) {
        if ((lastKcal[o] ?? 0) > ceiling) break;
        const option = last[o] as MealOption;
        const cost = unitCost + option.unitCost;
        if (found.length >= limit && cost >= worstKept) continue;
        const { kcal } = option;
        if (
          !keepsDayLimits(
            protein + kcal.protein,
            carbs + kcal.carbs,
            fat + kcal.fat,
            space.band,
            space.ranges,
            DAY_MARGIN,
          ) ||
          chosen.some((meal) => meal.recipe._id === option.recipe._id)
        ) {
          continue;
        }
        consider([...chosen, option], cost);
      }
      return;
    }
    for (const option of levels[depth] ?? []) {
      if (chosen.some((meal) => meal.recipe._id === option.recipe._id)) continue;
      chosen.push(option);
      const { kcal } = option;
      walk(
        depth + 1,
        protein + kcal.protein,
        carbs + kcal.carbs,
        fat + kcal.fat,
        unitCost + option.unitCost,
      );
      chosen.pop();
    }
  };
  walk(0, keptKcal.protein, keptKcal.carbs, keptKcal.fat, 0);
  return found;
}

/** The first index of an ascending list whose value is at least `value`. */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
