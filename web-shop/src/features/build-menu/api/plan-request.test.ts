import { buildMenuBody } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { balanced, planFor } from '../testing/plan-fixtures';
import { defaultBuildMenu } from './build-menu-state';
import { fixFor, planBody, replanBody } from './plan-request';

const today = new Date(2026, 10, 27);
const chosen = {
  ...defaultBuildMenu,
  selectedNutritionProgram: balanced,
  selectedMealTypes: [
    { mealTypeId: 'breakfast', servings: 2 },
    { mealTypeId: 'dinner', servings: 3 },
  ],
  noOfDays: 2,
  dislikedIngredients: [{ _id: 'onion', name: 'Yellow onion' }],
};

describe('the plan request', () => {
  it('waits for a program and a meal type', () => {
    expect(planBody(defaultBuildMenu, today, undefined)).toBeNull();
    expect(planBody({ ...chosen, selectedMealTypes: [] }, today, undefined)).toBeNull();
  });

  it("asks for the program's goal until the shopper sets one, and names the storefront", () => {
    const body = planBody(chosen, today, 'greenkitchen');
    expect(body).toMatchObject({
      nutritionProgramId: 'balanced',
      caloriesGoal: 2000,
      dislikedIngredients: ['onion'],
      startDate: '2026-11-29',
      handle: 'greenkitchen',
    });
    expect(planBody({ ...chosen, caloriesGoal: 2500 }, today, undefined)?.caloriesGoal).toBe(2500);
    // What the shop sends is what the planner takes.
    expect(buildMenuBody.safeParse(body).success).toBe(true);
  });

  it('plans again only the replaced meals: the others fixed, the replaced ones rejected', () => {
    const base = planBody(chosen, today, undefined);
    if (!base) throw new Error('no request');
    const plan = planFor(buildMenuBody.parse(base));
    const dinnerOfDayTwo = plan.days[1]?.meals.find((meal) => meal.mealTypeId === 'dinner');

    const again = replanBody(base, plan, [{ day: 1, mealTypeId: 'dinner' }]);

    expect(again.rejected).toEqual([
      { day: 1, mealTypeId: 'dinner', recipeId: dinnerOfDayTwo?.recipe._id },
    ]);
    expect(again.fixed).toHaveLength(3);
    expect(again.fixed?.map((meal) => `${meal.day}:${meal.mealTypeId}`)).toEqual([
      '0:breakfast',
      '0:dinner',
      '1:breakfast',
    ]);
  });
});

describe('the way to widen a refused request', () => {
  it('names the step or popup that chooses the field', () => {
    expect(fixFor('nutritionProgramId')).toBe('program');
    expect(fixFor('allergies')).toBe('diets');
    expect(fixFor('mealTypes.1.servings')).toBe('mealTypes');
    expect(fixFor('caloriesOutside')).toBe('calories');
    expect(fixFor('people')).toBe('calories');
    expect(fixFor('repeatWithinDays')).toBe('filters');
    expect(fixFor('handle')).toBeUndefined();
  });
});
