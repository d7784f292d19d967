import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kitchenRequest, plannerKitchen } from '../../testing/planner-kitchen.js';
import { indexCatalog } from '../pricing-engine.js';
import { planProblems } from './check-plan.js';
import { keepsDayLimits } from './day-nutrition.js';
import { firstPlan } from './first-plan.js';
import { improvePlan } from './improve-plan.js';
import { DAY_MARGIN } from './model.js';
import { planObjective } from './objective.js';
import type { PlanLot, PlanRequest } from './plan.js';
import {
  keptMeals,
  mayHold,
  type PlacedMeal,
  type PlanSpace,
  placeMeal,
  type SlotMeals,
} from './plan-space.js';
import { basketOf, mealsOf, spaceFor } from './planner.js';

const catalog = indexCatalog(plannerKitchen);
const limits = { timeLimitMs: 1_000, shortlistSize: 40 };
const never = () => false;

/** The objective of a whole plan from its basket, as the planner compares plans. */
const objectiveOf = (space: PlanSpace, plan: SlotMeals) =>
  planObjective(space, basketOf(space, plan));

/** Whether the day of `slot` keeps its limits with `plan`'s meals. */
function dayKeeps(space: PlanSpace, plan: SlotMeals, day: number): boolean {
  const meals = [...plan.values()].filter((meal) => meal.slot.day === day);
  const sum = (pick: (meal: PlacedMeal) => number) => meals.reduce((s, m) => s + pick(m), 0);
  return keepsDayLimits(
    sum((m) => m.option.kcal.protein),
    sum((m) => m.option.kcal.carbs),
    sum((m) => m.option.kcal.fat),
    space.band,
    space.ranges,
    DAY_MARGIN,
  );
}

/**
 * The single meal changes that keep every rule and lower the whole plan's objective by more
 * than float noise, found by weighing each whole plan again: none, for a plan at a local best.
 */
function gainingChanges(space: PlanSpace, kept: SlotMeals, plan: SlotMeals): string[] {
  const before = objectiveOf(space, plan);
  const found: string[] = [];
  for (const [key, meal] of plan) {
    if (kept.has(key)) continue;
    const others = new Map(plan);
    others.delete(key);
    for (const option of space.options.get(meal.slot.mealTypeId) ?? []) {
      if (option === meal.option || !mayHold(space, others, meal.slot, option.recipe._id)) continue;
      const changed = new Map(plan);
      placeMeal(changed, meal.slot, option);
      if (!dayKeeps(space, changed, meal.slot.day)) continue;
      if (objectiveOf(space, changed) < before - 1e-6) {
        found.push(`${key} to ${option.recipe._id} at ${option.portion}`);
      }
    }
  }
  return found;
}

const householdArb = fc.record({
  noOfPeople: fc.integer({ min: 1, max: 4 }),
  noOfDays: fc.integer({ min: 2, max: 4 }),
  caloriesGoal: fc.integer({ min: 1200, max: 2600 }),
  repeatWithinDays: fc.integer({ min: 1, max: 2 }),
  tofuLot: fc.option(
    fc.record({
      baseQuantity: fc.integer({ min: 100, max: 900 }),
      lastDay: fc.integer({ min: 0, max: 3 }),
    }),
  ),
  keepFirst: fc.boolean(),
});

describe('improvePlan', () => {
  it('ends at a plan that keeps every rule, is no worse than the first, and that no single change betters', () => {
    fc.assert(
      fc.property(householdArb, (drawn) => {
        const lots: PlanLot[] = drawn.tofuLot ? [{ ingredientId: 'tofu', ...drawn.tofuLot }] : [];
        let request: PlanRequest = kitchenRequest({
          noOfPeople: drawn.noOfPeople,
          noOfDays: drawn.noOfDays,
          caloriesGoal: drawn.caloriesGoal,
          repeatWithinDays: drawn.repeatWithinDays,
          mealTypes: ['breakfast', 'lunch', 'dinner'].map((mealTypeId) => ({
            mealTypeId,
            servings: drawn.noOfPeople,
          })),
        });
        const start = firstPlan(spaceFor(request, catalog, lots, limits), new Map());
        if (!start) return;
        if (drawn.keepFirst) {
          const [kept] = mealsOf(start);
          if (kept) request = { ...request, fixed: [kept] };
        }
        const space = spaceFor(request, catalog, lots, limits);
        const kept = keptMeals(request, catalog);
        const first = firstPlan(space, kept);
        if (!first) return;

        const improved = improvePlan(space, kept, first, never);

        expect(planProblems(request, catalog, mealsOf(improved))).toEqual([]);
        for (const [key, meal] of kept) {
          expect(improved.get(key)?.option.recipe._id).toBe(meal.option.recipe._id);
        }
        const gain = objectiveOf(space, first) - objectiveOf(space, improved);
        expect(gain).toBeGreaterThanOrEqual(-1e-6);
        expect(gainingChanges(space, kept, improved)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('betters a first plan that leaves a cheaper week on the table', () => {
    // A household the greedy first plan serves badly: two people, three days, 1,600 kcal, no
    // repeat within a day. The property above may draw only households whose first plan is
    // already at a local best, so this one shows the search does improve.
    const request = kitchenRequest({
      noOfPeople: 2,
      noOfDays: 3,
      caloriesGoal: 1600,
      repeatWithinDays: 1,
      mealTypes: ['breakfast', 'lunch', 'dinner'].map((mealTypeId) => ({
        mealTypeId,
        servings: 2,
      })),
    });
    const space = spaceFor(request, catalog, [], limits);
    const first = firstPlan(space, new Map());
    if (!first) throw new Error('the kitchen plans three days for two');

    const improved = improvePlan(space, new Map(), first, never);

    expect(planProblems(request, catalog, mealsOf(improved))).toEqual([]);
    expect(objectiveOf(space, improved)).toBeLessThan(objectiveOf(space, first) - 1);
    expect(gainingChanges(space, new Map(), improved)).toEqual([]);
  });

  it('gives back the plan it has when the time is already up', () => {
    const request = kitchenRequest({ noOfDays: 4 });
    const space = spaceFor(request, catalog, [], limits);
    const first = firstPlan(space, new Map());
    if (!first) throw new Error('the kitchen plans four days');
    const improved = improvePlan(space, new Map(), first, () => true);
    expect(mealsOf(improved)).toEqual(mealsOf(first));
  });
});
