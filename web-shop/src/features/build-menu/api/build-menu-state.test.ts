import { describe, expect, it } from 'vitest';
import {
  buildMenuStorageKey,
  caloriesOutsideOf,
  defaultBuildMenu,
  peopleOf,
  readBuildMenu,
  resizePeopleGoals,
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

describe("each person's own goal", () => {
  const household = { ...defaultBuildMenu, caloriesGoal: 2200, noOfPeople: 2 };

  it('survives a reload', () => {
    writeBuildMenu(localStorage, { ...household, peopleGoals: [1800, 2600] });
    expect(readBuildMenu(localStorage).peopleGoals).toEqual([1800, 2600]);
  });

  it('is ignored when kept in a shape or for a household size the planner would refuse', () => {
    const keep = (peopleGoals: unknown) =>
      localStorage.setItem(buildMenuStorageKey, JSON.stringify({ ...household, peopleGoals }));
    for (const wrong of [[1800], [1800, 2600, 2000], '1800,2600', [1800, '2600'], [1800, 9000]]) {
      keep(wrong);
      expect(readBuildMenu(localStorage).peopleGoals).toBeNull();
    }
  });

  it("follows the number of people: those who leave take theirs, newcomers get the household's", () => {
    const goals = { ...household, peopleGoals: [1800, 2600] };
    expect(resizePeopleGoals(goals, 1)).toEqual([1800]);
    expect(resizePeopleGoals(goals, 4)).toEqual([1800, 2600, 2200, 2200]);
    expect(resizePeopleGoals(household, 4)).toBeNull();
  });

  it('is asked for only for a household of several who do not share one goal', () => {
    expect(peopleOf({ ...household, peopleGoals: [1800, 2600] })).toEqual([
      { caloriesGoal: 1800 },
      { caloriesGoal: 2600 },
    ]);
    expect(peopleOf(household)).toBeUndefined();
    expect(peopleOf({ ...household, noOfPeople: 1, peopleGoals: [1800] })).toBeUndefined();
  });
});
