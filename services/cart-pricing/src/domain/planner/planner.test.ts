import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createHighsSolver } from '../../adapters/solver/highs-solver.js';
import { balanced, kitchenRequest, plannerKitchen } from '../../testing/planner-kitchen.js';
import { indexCatalog } from '../pricing-engine.js';
import { Basket } from './basket.js';
import { planProblems } from './check-plan.js';
import { firstPlan } from './first-plan.js';
import { buildModel } from './model.js';
import { planOf, startOf } from './model-values.js';
import type { PlanMeal, PlanRequest } from './plan.js';
import { keptMeals } from './plan-space.js';
import { basketOf, buildMenu, mealsOf, spaceFor } from './planner.js';
import type { MilpModel } from './solver-port.js';

const catalog = indexCatalog(plannerKitchen);
const solver = createHighsSolver({ queueLimit: 8 });
afterAll(() => solver.close());
const limits = { timeLimitMs: 1_000, shortlistSize: 40 };

/** The rows a point breaks, by index: the model's own statement of feasibility. */
function brokenRows(model: MilpModel, point: Float64Array): number[] {
  const broken: number[] = [];
  for (let row = 0; row < model.numRows; row++) {
    let activity = 0;
    for (let k = model.matrix.starts[row] ?? 0; k < (model.matrix.starts[row + 1] ?? 0); k++) {
      activity += (model.matrix.values[k] ?? 0) * (point[model.matrix.indices[k] ?? 0] ?? 0);
    }
    const slack = 1e-6 * Math.max(1, Math.abs(activity));
    if (
      activity < (model.rowLower[row] ?? 0) - slack ||
      activity > (model.rowUpper[row] ?? 0) + slack
    ) {
      broken.push(row);
    }
  }
  return broken;
}

function plannedParts(request: PlanRequest, lots: Parameters<typeof spaceFor>[2] = []) {
  const space = spaceFor(request, catalog, lots, limits);
  const kept = keptMeals(request, catalog);
  const first = firstPlan(space, kept);
  const model = buildModel(space, kept);
  const start = first && startOf(model, first, basketOf(space, first), catalog, request.brandType);
  return { space, kept, first, model, start };
}

describe('the first plan and the model', () => {
  it('start from a plan the checker accepts and the model holds feasible', () => {
    const { first, model, start } = plannedParts(kitchenRequest());
    expect(first).not.toBeNull();
    expect(planProblems(kitchenRequest(), catalog, mealsOf(first ?? new Map()))).toEqual([]);
    expect(start).not.toBeNull();
    expect(brokenRows(model.milp, start ?? new Float64Array())).toEqual([]);
  });

  it('solve to a plan the checker accepts, no dearer in packs than the first plan', async () => {
    const request = kitchenRequest();
    const { model, start, kept } = plannedParts(request);
    const solved = await solver.solve(model.milp, {
      timeLimitMs: 5_000,
      relativeGap: 0,
      ...(start ? { start } : {}),
    });
    expect(solved.status).toBe('optimal');
    const values = solved.colValue ?? new Float64Array();
    expect(planProblems(request, catalog, mealsOf(planOf(model, values, kept)))).toEqual([]);
    const objective = (point: Float64Array) =>
      point.reduce((sum, value, c) => sum + value * (model.milp.colCost[c] ?? 0), 0);
    expect(objective(values)).toBeLessThanOrEqual(objective(start ?? values) + 1e-6);
  });
});

describe('the checker', () => {
  const request = kitchenRequest();
  const valid = mealsOf(plannedParts(request).first ?? new Map());
  const replaced = (index: number, meal: Partial<PlanMeal>) =>
    valid.map((m, i) => (i === index ? { ...m, ...meal } : m));

  it('names each broken rule', () => {
    expect(planProblems(request, catalog, valid.slice(1))).toContain(
      `day ${valid[0]?.day} ${valid[0]?.mealTypeId}: no meal`,
    );
    expect(planProblems(request, catalog, replaced(0, { portion: 2 }))).toContain(
      `day ${valid[0]?.day} ${valid[0]?.mealTypeId}: portion 2`,
    );
    expect(planProblems(request, catalog, replaced(0, { servings: 3 }))).toContain(
      `day ${valid[0]?.day} ${valid[0]?.mealTypeId}: 3 servings do not feed ${valid[0]?.portion} on the grid`,
    );
    const vegetarian = { ...request, diet: 'vegetarian' as const };
    const chicken = valid.findIndex(
      (meal) => meal.recipeId.startsWith('chicken') || meal.recipeId === 'bean-chili',
    );
    if (chicken >= 0) {
      expect(planProblems(vegetarian, catalog, valid).join()).toMatch(
        /is not a dinner the filters allow/,
      );
    }
    const hungry = { ...request, caloriesGoal: 3000 };
    expect(planProblems(hungry, catalog, valid)).toEqual(
      expect.arrayContaining(['day 0: calories', 'day 1: calories', 'day 2: calories']),
    );
  });

  it('names a recipe repeated inside the window', () => {
    const dinners = valid.filter((meal) => meal.mealTypeId === 'dinner');
    const again = valid.map((meal) =>
      meal === dinners[1] ? { ...meal, recipeId: dinners[0]?.recipeId ?? '' } : meal,
    );
    expect(planProblems(request, catalog, again)).toContain(
      `${dinners[0]?.recipeId}: on day ${dinners[0]?.day} and day ${dinners[1]?.day}`,
    );
  });
});

describe('the pantry', () => {
  it('is cooked only while its lot is good', () => {
    const basket = new Basket(catalog, 'LOW_COST', [
      { ingredientId: 'tofu', baseQuantity: 350, lastDay: 0 },
    ]);
    basket.add([{ ingredientId: 'tofu', quantity: 300 }], 1);
    expect(basket.usedFromLot).toEqual([0]);
    expect(basket.buying().get('tofu')).toBe(300);
    basket.add([{ ingredientId: 'tofu', quantity: 300 }], 0);
    expect(basket.usedFromLot).toEqual([300]);
  });

  it('moves the dish that uses a lot to the days before it expires', async () => {
    // 600 g of tofu good on the first day only: the plan cooks tofu that day.
    const request = kitchenRequest({ noOfDays: 2 });
    const lots = [{ ingredientId: 'tofu', baseQuantity: 600, lastDay: 0 }];
    const outcome = await buildMenu(request, catalog, lots, solver.solve, limits);
    expect(outcome.kind).toBe('plan');
    if (outcome.kind !== 'plan') return;
    const tofuDishes = ['tofu-rice', 'tofu-stir-fry'];
    expect(outcome.plan.some((meal) => meal.day === 0 && tofuDishes.includes(meal.recipeId))).toBe(
      true,
    );
    expect(outcome.pantryValueUsedCents).toBeGreaterThan(0);
  });
});

describe('buildMenu', () => {
  // Any share of each macronutrient: the day's calories alone decide, and every dinner at
  // some portion brings them.
  const anyShare = {
    ...balanced,
    nutritionPercentage: {
      carbohydrates: { carbsMin: 0, carbsMax: 100 },
      protein: { proteinMin: 0, proteinMax: 100 },
      fat: { fatMin: 0, fatMax: 100 },
    },
  };
  /** The request again with every meal but `swapped` kept, and `swapped` refused in its slot. */
  const swapping = (request: PlanRequest, plan: readonly PlanMeal[], swapped: PlanMeal) => ({
    ...request,
    fixed: plan
      .filter((meal) => meal !== swapped)
      .map(({ day, mealTypeId, recipeId, portion }) => ({ day, mealTypeId, recipeId, portion })),
    rejected: [{ day: swapped.day, mealTypeId: swapped.mealTypeId, recipeId: swapped.recipeId }],
  });

  it('keeps the fixed meals and fills a swapped slot with another recipe', async () => {
    const request = kitchenRequest({ noOfDays: 2, repeatWithinDays: 1, program: anyShare });
    const first = await buildMenu(request, catalog, [], solver.solve, limits);
    if (first.kind !== 'plan') throw new Error('the kitchen plans two days');
    const swapped = first.plan.find((meal) => meal.day === 0 && meal.mealTypeId === 'dinner');
    if (!swapped) throw new Error('a plan has a dinner');
    const again = await buildMenu(
      swapping(request, first.plan, swapped),
      catalog,
      [],
      solver.solve,
      limits,
    );
    if (again.kind !== 'plan') throw new Error(JSON.stringify(again.blocking));
    const slotOf = (meal: PlanMeal) => `${meal.day}:${meal.mealTypeId}`;
    for (const meal of first.plan.filter((m) => m !== swapped)) {
      expect(again.plan.find((m) => slotOf(m) === slotOf(meal))).toMatchObject({
        recipeId: meal.recipeId,
        portion: meal.portion,
      });
    }
    expect(again.plan.find((m) => slotOf(m) === slotOf(swapped))?.recipeId).not.toBe(
      swapped.recipeId,
    );
  });

  it('says the repeat window blocks a swap when the only other recipe is kept the next day', async () => {
    const request = kitchenRequest({ noOfDays: 2, repeatWithinDays: 2, program: anyShare });
    const first = await buildMenu(request, catalog, [], solver.solve, limits);
    if (first.kind !== 'plan') throw new Error('the kitchen plans two days');
    // Two breakfasts: the other one is on the other day, inside the window.
    const swapped = first.plan.find((meal) => meal.day === 0 && meal.mealTypeId === 'breakfast');
    if (!swapped) throw new Error('a plan has a breakfast');
    const again = await buildMenu(
      swapping(request, first.plan, swapped),
      catalog,
      [],
      solver.solve,
      limits,
    );
    expect(again).toEqual({
      kind: 'blocked',
      blocking: [
        {
          field: 'repeatWithinDays',
          rule: 'repeat',
          message:
            'Too few breakfast, lunch and dinner recipes fit to go 2 days without repeating one; allow repeats sooner.',
        },
      ],
    });
  });

  it('answers only plans the checker accepts, or says what blocks, for any household', async () => {
    const requestArb = fc.record({
      noOfPeople: fc.integer({ min: 1, max: 4 }),
      noOfDays: fc.integer({ min: 1, max: 4 }),
      caloriesGoal: fc.integer({ min: 1000, max: 3200 }),
      caloriesOutside: fc.constantFrom(0, 300, 600),
      repeatWithinDays: fc.integer({ min: 1, max: 3 }),
      diet: fc.constantFrom('everything', 'vegetarian'),
      mealTypeIds: fc.subarray(['breakfast', 'lunch', 'dinner'], { minLength: 1 }),
      servingsExtra: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(requestArb, async (drawn) => {
        const request = kitchenRequest({
          noOfPeople: drawn.noOfPeople,
          noOfDays: drawn.noOfDays,
          caloriesGoal: drawn.caloriesGoal,
          caloriesOutside: drawn.caloriesOutside,
          repeatWithinDays: drawn.repeatWithinDays,
          diet: drawn.diet as PlanRequest['diet'],
          mealTypes: drawn.mealTypeIds.map((mealTypeId) => ({
            mealTypeId,
            servings: drawn.noOfPeople + drawn.servingsExtra,
          })),
        });
        const outcome = await buildMenu(request, catalog, [], solver.solve, {
          ...limits,
          timeLimitMs: 300,
        });
        if (outcome.kind === 'plan') {
          expect(planProblems(request, catalog, outcome.plan)).toEqual([]);
        } else {
          expect(outcome.blocking.length).toBeGreaterThan(0);
          for (const blocking of outcome.blocking)
            expect(blocking.message).toMatch(/^No |^Too few /);
        }
        const { start, model } = plannedParts(request);
        if (start) expect(brokenRows(model.milp, start)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
