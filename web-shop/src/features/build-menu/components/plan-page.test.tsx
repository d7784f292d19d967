import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draftStorageKey } from '@/shared/cart/browser-storage';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import {
  type BuildMenuState,
  buildMenuStorageKey,
  defaultBuildMenu,
  isoDay,
} from '../api/build-menu-state';
import { stubPlannerApi } from '../testing/fake-planner-api';
import { balanced, planRecipes } from '../testing/plan-fixtures';
import { renderBuildMenu } from '../testing/render-build-menu';

/** A household of two planning three days of breakfasts and dinners on the Balanced program. */
function chooseForPlan(changes: Partial<BuildMenuState> = {}) {
  const state: BuildMenuState = {
    ...defaultBuildMenu,
    selectedNutritionProgram: balanced,
    selectedMealTypes: [
      { mealTypeId: 'breakfast', servings: 2 },
      { mealTypeId: 'dinner', servings: 2 },
    ],
    noOfDays: 3,
    // Nothing eaten outside the plan, so the planned meals bring the whole goal.
    caloriesOutside: 0,
    ...changes,
  };
  localStorage.setItem(buildMenuStorageKey, JSON.stringify(state));
}

const bar = (name = "Your plan's meals") => screen.getByRole('region', { name });
const meal = (name: string) => screen.getByRole('article', { name });
const daysFromToday = (count: number) => {
  const now = new Date();
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + count));
};

const planShown = () => screen.findByText(/^An average day per person/);

let planner: ReturnType<typeof stubPlannerApi>;

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  stubCatalogApi();
  planner = stubPlannerApi();
  chooseForPlan();
});
afterEach(cleanup);

describe('the plan', () => {
  it('shows the money on the first screen and each day of the meal type viewed', async () => {
    renderBuildMenu('/build-menu');

    expect(await planShown()).toBeTruthy();
    // 3 days × 2 meal types × 2 servings at $4.50.
    expect(screen.getByText('$54.00')).toBeTruthy();
    expect(screen.getByText('86 %')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Breakfast' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Chickpea Curry',
      'Greek Salad',
      'Salmon Bowl',
    ]);
    expect(screen.getAllByText('2,000 kcal (goal 1,800–2,200)')).toHaveLength(3);

    fireEvent.click(within(meal('Greek Salad')).getByRole('button', { name: 'Details' }));
    expect(within(meal('Greek Salad')).getByText('Servings cooked').nextSibling?.textContent).toBe(
      '2',
    );
    expect(
      within(meal('Greek Salad')).getByText('1000 kcal, protein 63 g, carbs 125 g, fat 28 g'),
    ).toBeTruthy();

    fireEvent.click(within(bar()).getByRole('button', { name: 'View Dinner' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Dinner' })).toBeTruthy();
    expect(meal('Butter Chicken')).toBeTruthy();
    expect(planner.plans).toHaveLength(1);
    expect(planner.plans[0]).toMatchObject({
      nutritionProgramId: 'balanced',
      caloriesGoal: 2000,
      noOfPeople: 2,
      noOfDays: 3,
      mealTypes: [
        { mealTypeId: 'breakfast', servings: 2 },
        { mealTypeId: 'dinner', servings: 2 },
      ],
    });
  });

  it('plans again after the calorie goal changes, and shows the new averages', async () => {
    renderBuildMenu('/build-menu');
    expect((await planShown()).textContent).toContain('2,000\u00a0kcal');

    fireEvent.click(screen.getByRole('button', { name: 'Goal: 2,000\u00a0kcal' }));
    const popup = screen.getByRole('dialog', { name: 'Your calorie goal' });
    const outside = within(popup).getByLabelText('Calories eaten outside the plan (kcal)');
    fireEvent.change(outside, { target: { value: '2oo' } });
    expect((outside as HTMLInputElement).value).toBe('');
    fireEvent.change(outside, { target: { value: '300' } });
    fireEvent.change(within(popup).getByLabelText('Daily goal per person (kcal)'), {
      target: { value: '2700' },
    });
    fireEvent.click(within(popup).getByRole('button', { name: 'Apply' }));

    // The plan is asked for once the goal has stayed put for a moment, not at once.
    expect(screen.getByRole('status').textContent).toBe('Updating your plan…');
    expect(planner.plans).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText(/^An average day per person/).textContent).toContain(
        '2,400\u00a0kcal',
      ),
    );
    expect(planner.plans).toHaveLength(2);
    expect(planner.plans[1]).toMatchObject({ caloriesGoal: 2700, caloriesOutside: 300 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('swaps one meal, keeping every other meal of the plan', async () => {
    renderBuildMenu('/build-menu');
    await planShown();
    fireEvent.click(within(bar()).getByRole('button', { name: 'View Dinner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Swap Butter Chicken' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Butter Chicken' })).toBeNull(),
    );
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Chickpea Curry',
      'Lentil Soup',
      'Tofu Stir Fry',
    ]);
    const swap = planner.plans[1];
    expect(swap?.rejected).toEqual([{ day: 0, mealTypeId: 'dinner', recipeId: 'butter-chicken' }]);
    expect(swap?.fixed).toHaveLength(5);
    expect(swap?.fixed).toContainEqual({
      day: 0,
      mealTypeId: 'breakfast',
      recipeId: 'chickpea-curry',
      portion: 1,
    });
    expect(swap?.fixed.some((entry) => entry.day === 0 && entry.mealTypeId === 'dinner')).toBe(
      false,
    );
  });
});

describe('a household whose people have their own goals', () => {
  it("shows each person's day against their own band, and what each eats of a meal", async () => {
    chooseForPlan({ peopleGoals: [1500, 2500] });
    renderBuildMenu('/build-menu');
    await planShown();

    const days = screen.getAllByRole('list', { name: "Each person's day" });
    expect(days).toHaveLength(3);
    expect(
      within(days[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Person 1: 1,500 kcal of 1,350–1,650', 'Person 2: 2,500 kcal of 2,250–2,750']);
    fireEvent.click(within(meal('Greek Salad')).getByRole('button', { name: 'Details' }));
    expect(
      within(meal('Greek Salad')).getByText('Servings each person eats').nextSibling?.textContent,
    ).toBe('Person 1: 0.75 servings · Person 2: 1.25 servings');
  });

  it('shows nothing person by person for a household sharing one goal', async () => {
    renderBuildMenu('/build-menu');
    await planShown();
    expect(screen.queryByRole('list', { name: "Each person's day" })).toBeNull();
    fireEvent.click(within(meal('Greek Salad')).getByRole('button', { name: 'Details' }));
    expect(within(meal('Greek Salad')).queryByText('Servings each person eats')).toBeNull();
  });

  it('follows the number of people the filters set', async () => {
    chooseForPlan({ peopleGoals: [1500, 2500] });
    renderBuildMenu('/build-menu');
    await planShown();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const popup = screen.getByRole('dialog', { name: 'Plan filters' });
    const people = within(popup).getByRole('group', { name: 'Number of people' });
    fireEvent.click(within(people).getByRole('button', { name: 'More: Number of people' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(planner.plans).toHaveLength(2));
    expect(planner.plans[1]?.people).toEqual([
      { caloriesGoal: 1500 },
      { caloriesGoal: 2500 },
      { caloriesGoal: 2000 },
    ]);
  });

  it("says each person's day in French", async () => {
    chooseForPlan({ peopleGoals: [1500, 2500] });
    renderBuildMenu('/build-menu', 'fr-CA');
    await screen.findByText(/^Une journée moyenne par personne/);

    const day = screen.getAllByRole('list', { name: 'La journée de chaque personne' })[0];
    expect(within(day as HTMLElement).getAllByRole('listitem')[1]?.textContent).toBe(
      'Personne 2 : 2\u00a0500 kcal sur 2\u00a0250–2\u00a0750',
    );
    fireEvent.click(within(meal('Greek Salad')).getByRole('button', { name: 'Détails' }));
    expect(
      within(meal('Greek Salad')).getByText('Portions mangées par chaque personne').nextSibling
        ?.textContent,
    ).toBe('Personne 1 : 0,75 portion · Personne 2 : 1,25 portion');
  });
});

describe('the popups', () => {
  it('filters: the first day is the day after tomorrow and never before today, and the plan follows', async () => {
    renderBuildMenu('/build-menu');
    await planShown();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const popup = screen.getByRole('dialog', { name: 'Plan filters' });
    const firstDay = within(popup).getByLabelText('First day') as HTMLInputElement;
    expect(firstDay.value).toBe(daysFromToday(2));
    expect(firstDay.min).toBe(daysFromToday(0));

    fireEvent.change(firstDay, { target: { value: daysFromToday(-1) } });
    expect(within(popup).getByText('Choose today or a later day')).toBeTruthy();
    expect(
      (within(popup).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(firstDay, { target: { value: daysFromToday(3) } });
    const days = within(popup).getByRole('group', { name: 'Number of days' });
    fireEvent.click(within(days).getByRole('button', { name: 'Fewer: Number of days' }));
    const people = within(popup).getByRole('group', { name: 'Number of people' });
    const morePeople = within(people).getByRole('button', { name: 'More: Number of people' });
    while (!(morePeople as HTMLButtonElement).disabled) fireEvent.click(morePeople);
    expect(within(people).getByText('12')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(planner.plans.at(-1)).toMatchObject({
      noOfDays: 2,
      noOfPeople: 12,
      startDate: daysFromToday(3),
      // The meal types at one serving a person follow the household.
      mealTypes: [
        { mealTypeId: 'breakfast', servings: 12 },
        { mealTypeId: 'dinner', servings: 12 },
      ],
    });
  });

  it('calorie goal: a goal of their own for each person, sent only while they do not share one', async () => {
    renderBuildMenu('/build-menu');
    await planShown();
    fireEvent.click(screen.getByRole('button', { name: 'Goal: 2,000\u00a0kcal' }));
    const popup = screen.getByRole('dialog', { name: 'Your calorie goal' });
    const sameGoal = within(popup).getByRole('checkbox', { name: 'Everyone has the same goal' });
    expect((sameGoal as HTMLInputElement).checked).toBe(true);
    expect(within(popup).queryByLabelText('Person 1')).toBeNull();

    fireEvent.click(sameGoal);
    const first = within(popup).getByLabelText('Person 1') as HTMLInputElement;
    const second = within(popup).getByLabelText('Person 2') as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['2000', '2000']);
    fireEvent.change(second, { target: { value: '900' } });
    expect(within(popup).getByText('Enter a goal from 1,000 to 5,000 kcal')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    const apply = within(popup).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(first, { target: { value: '1500' } });
    fireEvent.change(second, { target: { value: '2500' } });
    fireEvent.click(apply);

    await waitFor(() => expect(planner.plans).toHaveLength(2));
    expect(planner.plans[1]).toMatchObject({
      caloriesGoal: 2000,
      noOfPeople: 2,
      people: [{ caloriesGoal: 1500 }, { caloriesGoal: 2500 }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Goal: 2,000\u00a0kcal' }));
    const reopened = screen.getByRole('dialog', { name: 'Your calorie goal' });
    expect((within(reopened).getByLabelText('Person 2') as HTMLInputElement).value).toBe('2500');
    fireEvent.click(within(reopened).getByRole('checkbox', { name: 'Everyone has the same goal' }));
    expect(within(reopened).queryByLabelText('Person 1')).toBeNull();
    fireEvent.click(within(reopened).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(planner.plans).toHaveLength(3));
    expect(planner.plans[2]?.people).toBeUndefined();
  });

  it('how it works: says what the planner does', async () => {
    renderBuildMenu('/build-menu');
    await planShown();
    fireEvent.click(screen.getByRole('button', { name: 'How it works' }));
    const popup = screen.getByRole('dialog', { name: 'How your plan is made' });
    expect(within(popup).getByText(/within 10 % either way/)).toBeTruthy();
    expect(within(popup).getByText(/before it expires/)).toBeTruthy();
  });
});

describe('starting over', () => {
  it('clears the wizard and the cart, and goes back to the first step', async () => {
    const cart = stubCartApi({ recipes: planRecipes });
    planner = stubPlannerApi();
    localStorage.setItem(
      draftStorageKey,
      JSON.stringify({ version: 1, selections: [{ id: 'chickpea-curry', servings: 2 }] }),
    );
    const router = renderBuildMenu('/build-menu');
    await planShown();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/build-menu/nutrition-program'),
    );
    expect(JSON.parse(localStorage.getItem(buildMenuStorageKey) ?? '{}')).toMatchObject({
      selectedNutritionProgram: null,
      selectedMealTypes: [],
      buildMenuResult: null,
    });
    await waitFor(() =>
      expect(cart.saves.at(-1)?.body).toMatchObject({
        recipes: [],
        brandType: 'LOW_COST',
        extraGroceries: {},
      }),
    );
  });

  it('sends nothing to the cart for a guest who has none', async () => {
    const cart = stubCartApi({ recipes: planRecipes });
    planner = stubPlannerApi();
    const router = renderBuildMenu('/build-menu');
    await planShown();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/build-menu/nutrition-program'),
    );
    await screen.findByRole('radio', { name: /Balanced/ });
    expect(cart.saves).toEqual([]);
    expect(cart.requestsTo('/api/cart')).toEqual([]);
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });
});

describe('the way to checkout', () => {
  it("dims 'Next >' until the servings are met, ends on 'Checkout >', and puts the plan in the cart", async () => {
    stubIdentityApi().signedInAs(fakeCustomer.email);
    const cart = stubCartApi({ recipes: planRecipes });
    planner = stubPlannerApi();
    const router = renderBuildMenu('/build-menu');
    await planShown();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Greek Salad' }));
    expect(within(bar()).getByText('Breakfast: 4 of 6 servings')).toBeTruthy();
    const next = within(bar()).getByRole('button', { name: 'Next >' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 2, name: 'Breakfast' })).toBeTruthy();

    fireEvent.click(within(bar()).getByRole('button', { name: "Let's pick Breakfast" }));
    await within(bar()).findByText('Breakfast: 6 of 6 servings');
    expect(planner.plans[1]?.rejected).toEqual([
      { day: 1, mealTypeId: 'breakfast', recipeId: 'greek-salad' },
    ]);
    expect(
      within(bar()).getByRole('button', { name: 'Next >' }).getAttribute('aria-disabled'),
    ).toBe('false');

    fireEvent.click(within(bar()).getByRole('button', { name: 'Next >' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Dinner' })).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Checkout >' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/groceries'));
    const shown = JSON.parse(localStorage.getItem(buildMenuStorageKey) ?? '{}').buildMenuResult
      .plan;
    expect(cart.saves.at(-1)?.body.recipes).toEqual(shown.cart.recipes);
    expect(planner.calorieInfos).toEqual([shown.calorieInfo]);
  });
});

describe('when there is no plan', () => {
  it('says what blocks the plan and leads to the step that widens it', async () => {
    planner.refuseNext({
      status: 422,
      message:
        'No vegetarian dinner under 20 minutes reaches 35 % protein; widen the protein range or the cooking time.',
      fields: [{ field: 'diet', rule: 'no-recipes', message: 'diet leaves no dinner' }],
    });
    const router = renderBuildMenu('/build-menu');

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain(
      'No vegetarian dinner under 20 minutes reaches 35 % protein',
    );
    fireEvent.click(within(problem).getByRole('button', { name: 'Change diet and allergies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/build-menu/diets'));
  });

  it('says the planner is busy, and plans on retry', async () => {
    planner.refuseNext({ status: 429 });
    renderBuildMenu('/build-menu');

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Our planner is busy right now. Try again in a moment.');
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await planShown()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('in French', () => {
  it('shows the plan and its bar in French', async () => {
    renderBuildMenu('/build-menu', 'fr-CA');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre plan de la semaine' }),
    ).toBeTruthy();
    expect(await screen.findByText(/^Une journée moyenne par personne/)).toBeTruthy();
    const frenchBar = bar('Les repas de votre plan');
    expect(within(frenchBar).getByRole('button', { name: 'Voir Dinner' })).toBeTruthy();
    expect(within(frenchBar).getByRole('button', { name: 'Suivant >' })).toBeTruthy();
    expect(within(frenchBar).getByText('Breakfast : 6 portions sur 6')).toBeTruthy();
  });
});
