import { describe, expect, it } from 'vitest';
import {
  buildMenuStorageKey,
  caloriesOutsideOf,
  defaultBuildMenu,
  readBuildMenu,
  startDateOf,
  writeBuildMenu,
} from './build-menu-state';

describe('the first day of the plan', () => {
  const today = new Date(2026, 10, 27);

  it('is the day after tomorrow unless the shopper chose one', () => {
    expect(startDateOf({ startDate: null }, today)).toBe('2026-11-29');
  });

  it("is the shopper's day from today on, and the default again once that day has passed", () => {
    expect(startDateOf({ startDate: '2026-11-27' }, today)).toBe('2026-11-27');
    expect(startDateOf({ startDate: '2026-12-03' }, today)).toBe('2026-12-03');
    expect(startDateOf({ startDate: '2026-11-26' }, today)).toBe('2026-11-29');
  });

  it('counts days across a month end', () => {
    expect(startDateOf({ startDate: null }, new Date(2026, 11, 30))).toBe('2027-01-01');
  });
});

describe('the calories eaten outside the plan', () => {
  const planning = (...mealTypeIds: string[]) => ({
    ...defaultBuildMenu,
    selectedMealTypes: mealTypeIds.map((mealTypeId) => ({ mealTypeId, servings: 2 })),
  });

  it('are the usual share of the meals not planned until the shopper says', () => {
    // Breakfast (25 %) and snacks (5 %) of 2,000 kcal.
    expect(caloriesOutsideOf(planning('lunch', 'dinner'), 2000)).toBe(600);
    expect(caloriesOutsideOf(planning('breakfast', 'lunch', 'dinner', 'snack'), 2000)).toBe(0);
    expect(caloriesOutsideOf({ ...planning('dinner'), caloriesOutside: 150 }, 2000)).toBe(150);
  });

  it('leave the planned meals at least 300 kcal', () => {
    expect(caloriesOutsideOf(planning('snack'), 1000)).toBe(700);
  });
});

describe('the kept wizard', () => {
  it('reads back what was written', () => {
    writeBuildMenu(localStorage, { ...defaultBuildMenu, noOfDays: 4, selectedDiet: 'vegan' });
    expect(readBuildMenu(localStorage)).toMatchObject({ noOfDays: 4, selectedDiet: 'vegan' });
  });

  it("fills what an older shop's value lacks with the defaults", () => {
    localStorage.setItem(buildMenuStorageKey, JSON.stringify({ selectedDiet: 'vegan' }));
    expect(readBuildMenu(localStorage)).toEqual({ ...defaultBuildMenu, selectedDiet: 'vegan' });
  });

  it('starts afresh from a value it cannot read', () => {
    localStorage.setItem(buildMenuStorageKey, '{not json');
    expect(readBuildMenu(localStorage)).toEqual(defaultBuildMenu);
    localStorage.setItem(buildMenuStorageKey, '[1, 2]');
    expect(readBuildMenu(localStorage)).toEqual(defaultBuildMenu);
  });
});
