import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { buildMenuStorageKey } from '../api/build-menu-state';
import { stubPlannerApi } from '../testing/fake-planner-api';
import { renderBuildMenu } from '../testing/render-build-menu';

const stored = () => JSON.parse(localStorage.getItem(buildMenuStorageKey) ?? 'null');
const next = () => screen.getByRole('button', { name: /^(Next|See my plan) >$/ });

beforeAll(polyfillDialog);
beforeEach(() => {
  localStorage.clear();
  stubCatalogApi();
  stubPlannerApi();
});
afterEach(cleanup);

describe('the build-menu steps', () => {
  it('go in order from /build-menu, each choice kept in buildMenu and found again on return', async () => {
    const router = renderBuildMenu('/build-menu');

    // Nothing chosen yet: the plan sends the shopper to the first step.
    const highProtein = await screen.findByRole('radio', { name: /High Protein/ });
    expect(router.state.location.pathname).toBe('/build-menu/nutrition-program');
    expect(screen.getByText('2,200 kcal a day')).toBeTruthy();
    expect(screen.getByText('Protein 30–40 %')).toBeTruthy();
    expect(next().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next());
    expect(router.state.location.pathname).toBe('/build-menu/nutrition-program');

    fireEvent.click(highProtein);
    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Diet and allergies' });
    expect(router.state.location.pathname).toBe('/build-menu/diets');
    fireEvent.click(screen.getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    fireEvent.change(screen.getByLabelText('Find an ingredient to leave out'), {
      target: { value: 'onion' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Yellow onion/ }));
    expect(
      within(screen.getByRole('list', { name: 'Left out of your plan' })).getByText('Yellow onion'),
    ).toBeTruthy();

    fireEvent.click(next());
    await screen.findByRole('heading', { name: 'Which meals should we plan?' });
    expect(next().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dinner' }));
    // One serving a person at first: two people unless told.
    expect(
      within(screen.getByRole('group', { name: 'Dinner servings a day' })).getByText('2'),
    ).toBeTruthy();
    expect(next().getAttribute('aria-disabled')).toBe('false');

    expect(stored()).toMatchObject({
      selectedNutritionProgram: { _id: 'high-protein', goalTitle: 'High Protein' },
      selectedDiet: 'vegetarian',
      allergies: ['peanuts'],
      dislikedIngredients: [{ _id: 'onion', name: 'Yellow onion' }],
      selectedMealTypes: [{ mealTypeId: 'dinner', servings: 2 }],
    });

    // A new visit reads the choices back from local storage.
    cleanup();
    renderBuildMenu('/build-menu/diets');
    expect(
      ((await screen.findByRole('radio', { name: 'Vegetarian' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Peanuts' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('Yellow onion')).toBeTruthy();
  });

  it('lets a meal type have from 1 to 12 servings a day', async () => {
    renderBuildMenu('/build-menu/meal-types');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Breakfast' }));
    const servings = screen.getByRole('group', { name: 'Breakfast servings a day' });
    const more = within(servings).getByRole('button', { name: 'More: Breakfast servings a day' });
    const less = within(servings).getByRole('button', { name: 'Fewer: Breakfast servings a day' });

    while (!(more as HTMLButtonElement).disabled) fireEvent.click(more);
    expect(within(servings).getByText('12')).toBeTruthy();
    expect(stored().selectedMealTypes).toEqual([{ mealTypeId: 'breakfast', servings: 12 }]);

    while (!(less as HTMLButtonElement).disabled) fireEvent.click(less);
    expect(within(servings).getByText('1')).toBeTruthy();
    await waitFor(() =>
      expect(stored().selectedMealTypes).toEqual([{ mealTypeId: 'breakfast', servings: 1 }]),
    );
  });
});
