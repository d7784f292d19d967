import { randomUUID } from 'node:crypto';
import { type BuildMenuAnswer, type BuildMenuInput, buildMenuAnswer } from '@mise/contracts';
import { daysAfter, shopDayAt } from '@mise/platform/shop-day';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcePantry, pantryLot, startCartShop } from './cart-shop.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startCartShop();
}, 30_000);
afterAll(async () => {
  await app.close();
});

const startDate = () => daysAfter(shopDayAt(new Date()), 2);

/**
 * Dinners for one on the mini catalog: only the salmon spaghetti (1,325 kcal a serving, 22 %
 * protein, 45 % carbohydrates, 33 % fat) keeps the balanced ranges alone, and a goal of 2,000
 * less 700 eaten outside leaves 1,170 to 1,430 kcal for it.
 */
const spaghettiNights = (fields: Partial<BuildMenuInput> = {}): BuildMenuInput => ({
  nutritionProgramId: 'balanced',
  mealTypes: [{ mealTypeId: 'dinner', servings: 1 }],
  caloriesGoal: 2000,
  caloriesOutside: 700,
  noOfPeople: 1,
  noOfDays: 2,
  repeatWithinDays: 1,
  cookingTime: { min: 0, max: 120 },
  startDate: startDate(),
  ...fields,
});

const build = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/menus/build', payload, headers });

async function planned(payload: object, headers: Record<string, string> = {}) {
  const answer = await build(payload, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return buildMenuAnswer.parse(answer.json()) as BuildMenuAnswer;
}

describe('POST /api/menus/build', () => {
  it('plans every slot inside the limits and prices the plan as its cart', async () => {
    const plan = await planned(spaghettiNights());
    expect(plan.days.map((day) => day.meals.map((meal) => meal.recipe._id))).toEqual([
      ['salmon-spaghetti'],
      ['salmon-spaghetti'],
    ]);
    for (const day of plan.days) {
      expect(day.perPerson.calories).toBeGreaterThanOrEqual(plan.calorieBand.min);
      expect(day.perPerson.calories).toBeLessThanOrEqual(plan.calorieBand.max);
      expect(day.meals[0]).toMatchObject({ portion: 1, servings: 2, eatenServings: 1 });
    }
    // Two nights of a 2-serving grid recipe make one cart line of 4 servings.
    expect(plan.cart.recipes).toEqual([
      { id: 'salmon-spaghetti', mealTypeId: 'dinner', servings: 4 },
    ]);
    const cart = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'x-guest-user-id': randomUUID() },
      payload: { version: 1, recipes: plan.cart.recipes, brandType: plan.cart.brandType },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cost.priceOfRequiredProducts).toBe(plan.costCents);
    expect(cart.json().cost.usedGroceriesInPercentage).toBe(plan.usedGroceriesInPercentage);
    expect(plan.solver.status).toMatch(/optimal|time-limit/);
    expect(plan.calorieInfo).toMatchObject({ totalDays: 2, members: 1, caloriesOutside: 700 });
  });

  it('cooks with the shopper’s pantry before it expires, and says what it was worth', async () => {
    const guest = await planned(spaghettiNights());
    const userId = randomUUID();
    await announcePantry(app, userId, [pantryLot('spaghetti', 900, daysAfter(startDate(), 10))]);
    await eventually(async () => {
      const plan = await planned(spaghettiNights(), bearerFor(app, userId));
      expect(plan.pantryValueUsedCents).toBeGreaterThan(0);
      expect(plan.costCents).toBeLessThan(guest.costCents);
    });
    expect(guest.pantryValueUsedCents).toBe(0);
  });

  it('keeps the meals it is told to keep and plans another dinner in place of a swapped one', async () => {
    // Low carb around a kept chickpea-curry lunch (538 kcal, half of it fat): the skillet and
    // the Thai curry both make the day keep 900 to 1,100 kcal and the ranges, at 1.25 portions.
    const day = (rejected: BuildMenuInput['rejected']) =>
      spaghettiNights({
        nutritionProgramId: 'low-carb',
        mealTypes: [
          { mealTypeId: 'lunch', servings: 1 },
          { mealTypeId: 'dinner', servings: 1 },
        ],
        caloriesGoal: 1900,
        caloriesOutside: 900,
        noOfDays: 1,
        fixed: [{ day: 0, mealTypeId: 'lunch', recipeId: 'chickpea-curry', portion: 1 }],
        rejected,
      });
    const mealsOf = (plan: BuildMenuAnswer) =>
      plan.days[0]?.meals.map((meal) => [meal.mealTypeId, meal.recipe._id]);
    const first = await planned(day([]));
    const dinner = first.days[0]?.meals[1]?.recipe._id ?? '';
    expect(['chicken-kale-skillet', 'thai-red-curry-chicken']).toContain(dinner);
    const swapped = await planned(day([{ day: 0, mealTypeId: 'dinner', recipeId: dinner }]));
    expect(mealsOf(swapped)?.[0]).toEqual(['lunch', 'chickpea-curry']);
    expect(mealsOf(swapped)?.[1]?.[1]).not.toBe(dinner);
    expect(['chicken-kale-skillet', 'thai-red-curry-chicken']).toContain(
      mealsOf(swapped)?.[1]?.[1],
    );
  });

  it('gives each person a portion in proportion to their own goal, inside their own band', async () => {
    // The mean goal is 2,000, as for spaghettiNights' one person: the same dinner fits.
    const plan = await planned(
      spaghettiNights({
        noOfPeople: 2,
        mealTypes: [{ mealTypeId: 'dinner', servings: 2 }],
        people: [{ caloriesGoal: 1500 }, { caloriesGoal: 2500 }],
      }),
    );
    // 35 % of each goal is eaten outside the plan, as 700 is of 2,000.
    expect(plan.people).toEqual([
      { caloriesGoal: 1500, calorieBand: { target: 975, min: 878, max: 1073 } },
      { caloriesGoal: 2500, calorieBand: { target: 1625, min: 1463, max: 1788 } },
    ]);
    for (const day of plan.days) {
      day.byPerson.forEach((eaten, index) => {
        const band = plan.people[index]?.calorieBand;
        expect(eaten.calories).toBeGreaterThanOrEqual(band?.min ?? Number.NaN);
        expect(eaten.calories).toBeLessThanOrEqual(band?.max ?? Number.NaN);
      });
      for (const meal of day.meals) {
        const [first = 0, second = 0] = meal.servingsPerPerson;
        expect(first + second).toBeCloseTo(meal.eatenServings, 2);
        expect(second / first).toBeCloseTo(2500 / 1500, 2);
      }
    }
    const mismatched = await build(
      spaghettiNights({ noOfPeople: 2, people: [{ caloriesGoal: 1500 }] }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'people',
    ]);
  });

  it('answers 400 naming each field the catalog does not know', async () => {
    const answer = await build(
      spaghettiNights({
        nutritionProgramId: 'paleo-plus',
        mealTypes: [{ mealTypeId: 'elevenses', servings: 1 }],
        fixed: [{ day: 0, mealTypeId: 'lunch', recipeId: 'chicken-kale-skillet', portion: 1 }],
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'nutritionProgramId',
      'mealTypes.0.mealTypeId',
      'fixed.0.mealTypeId',
    ]);
    const shape = await build({
      ...spaghettiNights(),
      noOfDays: 8,
      cookingTime: { min: 50, max: 10 },
    });
    expect(shape.statusCode).toBe(400);
    expect(
      shape
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['cookingTime.max', 'noOfDays']);
  });

  it('answers 422 with the filters that leave a meal type without a recipe', async () => {
    const answer = await build(
      spaghettiNights({ diet: 'vegan', cookingTime: { min: 0, max: 20 } }),
    );
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().message).toBe(
      'No vegan dinner under 20 minutes fits your choices; widen the cooking time.',
    );
    expect(answer.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'cookingTime',
    ]);
  });

  it('holds a meal type to its own cooking time, and names it when it blocks', async () => {
    const quickDinner = spaghettiNights({
      diet: 'vegan',
      cookingTime: { min: 0, max: 120 },
      mealTypes: [{ mealTypeId: 'dinner', servings: 1, cookingTime: { min: 0, max: 20 } }],
    });
    const answer = await build(quickDinner);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().message).toBe(
      'No vegan dinner under 20 minutes fits your choices; widen the cooking time.',
    );
    const backwards = await build({
      ...quickDinner,
      mealTypes: [{ mealTypeId: 'dinner', servings: 1, cookingTime: { min: 30, max: 20 } }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'mealTypes.0.cookingTime.max',
    ]);
  });

  it('answers 422 naming the macronutrient no dinner reaches', async () => {
    // Keto wants 60 to 80 % of the calories from fat; no mini dinner has more than 57 %.
    const answer = await build(
      spaghettiNights({ nutritionProgramId: 'keto', caloriesOutside: 1400 }),
    );
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().fields).toContainEqual(
      expect.objectContaining({ field: 'nutritionProgramId', rule: 'fat-share' }),
    );
    const fat = answer.json().fields.find((field: { rule: string }) => field.rule === 'fat-share');
    expect(fat.message).toBe(
      'No dinner keeps fat between 60 % and 80 % of the calories; widen the fat range with another program.',
    );
  });

  it('answers 422 naming the calorie goal when no portion reaches it', async () => {
    const answer = await build(spaghettiNights({ caloriesGoal: 5000, caloriesOutside: 0 }));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().fields).toContainEqual(
      expect.objectContaining({ field: 'caloriesGoal', rule: 'calories' }),
    );
    expect(answer.json().message).toMatch(/^No dinner brings 4500 to 5500 kcal a person a day/);
  });

  it('answers 429 to a plan that would wait when no plan may wait', async () => {
    const busy = await startCartShop({ PLANNER_QUEUE_LIMIT: '0' });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          busy.inject({ method: 'POST', url: '/api/menus/build', payload: spaghettiNights() }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(429);
      expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toBe(
        'The menu planner is busy; try again in a few seconds.',
      );
    } finally {
      await busy.close();
    }
  }, 60_000);
});
