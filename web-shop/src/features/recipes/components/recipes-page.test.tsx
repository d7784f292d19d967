import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enCA from '@/shared/i18n/locales/en-CA.json';
import { StartupGate } from '@/shared/startup/startup-gate';
import {
  chickpeaCurry,
  polyfillDialog,
  recipe,
  stubCatalogApi,
} from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { RecipesPage } from './recipes-page';

function renderRecipes(path = '/recipes') {
  return renderRoutes(
    [
      {
        path: '/recipes',
        element: (
          <StartupGate handle="mise" brand={null}>
            <RecipesPage />
          </StartupGate>
        ),
      },
    ],
    path,
  );
}

const cardTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardsLoaded = () => screen.findByText(/^\d+ recipes?$/);

let api: ReturnType<typeof stubCatalogApi>;

beforeAll(polyfillDialog);
beforeEach(() => {
  api = stubCatalogApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the recipe list', () => {
  it('shows a card per recipe with its facts, linking to the recipe page', async () => {
    renderRecipes();
    await cardsLoaded();

    const card = screen.getByRole('heading', { name: 'Chickpea Curry' }).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('link', { name: 'Chickpea Curry' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry',
    );
    expect(within(card).getByText('25 min')).toBeTruthy();
    expect(within(card).getByText('8 ingredients + 2 pantry staples')).toBeTruthy();
    expect(within(card).getByText('520 kcal')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Save Chickpea Curry to favourites' })
        .getAttribute('href'),
    ).toBe('/signin');
    expect(api.recipeRequests()[0]?.get('limit')).toBe('10');
  });

  it('loads further pages only while there are more', async () => {
    const recipes = Array.from({ length: 12 }, (_, index) =>
      recipe({ _id: `recipe-${index}`, name: `Recipe ${index}` }),
    );
    api = stubCatalogApi({ recipes });
    renderRecipes();
    await cardsLoaded();
    expect(cardTitles()).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Load more recipes' }));

    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more recipes' })).toBeNull();
    expect(api.recipeRequests().map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it('says what went wrong and loads on retry', async () => {
    api = stubCatalogApi({ failing: ['/api/recipes/all'] });
    renderRecipes();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(enCA.recipes.errorTitle);
    api.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Chickpea Curry' })).toBeTruthy();
  });

  it('preselects the diet of ?diet=', async () => {
    renderRecipes('/recipes?diet=vegan');
    await cardsLoaded();

    expect(api.recipeRequests()[0]?.get('diet')).toBe('vegan');
    expect(cardTitles()).toEqual(['Chickpea Curry']);
  });

  it('offers to clear the filters when nothing matches', async () => {
    const router = renderRecipes('/recipes?diet=vegan&cookingTimeMax=15');

    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });
});

describe('the filters popup', () => {
  async function openFilters() {
    await cardsLoaded();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    return screen.getByRole('dialog', { name: 'Filters' });
  }

  it('applies the chosen filters at once with Apply, in the URL and the list', async () => {
    const router = renderRecipes();
    const dialog = await openFilters();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '30 min or less' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardTitles()).toEqual(['Chickpea Curry', 'Greek Salad']));
    expect(new URLSearchParams(router.state.location.search).get('diet')).toBe('vegetarian');
    expect(new URLSearchParams(router.state.location.search).get('cookingTimeMax')).toBe('30');
    expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('applies changes by itself once the shopper pauses for 2 seconds', async () => {
    const router = renderRecipes();
    const dialog = await openFilters();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vegan' }));

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?diet=vegan'));
  });

  it('sends nutrition ranges only where they differ from the catalog limits', async () => {
    const router = renderRecipes();
    const dialog = await openFilters();
    await within(dialog).findByRole('checkbox', { name: 'Indian' });
    const calories = within(dialog).getByRole('group', { name: 'Calories (kcal)' });

    fireEvent.change(within(calories).getByLabelText('Min'), { target: { value: '100' } });
    fireEvent.change(within(calories).getByLabelText('Max'), { target: { value: '700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toBe('?caloriesMax=700'));
    await waitFor(() => expect(api.recipeRequests().at(-1)?.get('caloriesMax')).toBe('700'));
    expect(api.recipeRequests().at(-1)?.has('caloriesMin')).toBe(false);
  });

  it('closes on Escape', async () => {
    renderRecipes();
    const dialog = await openFilters();

    // What the browser fires on Escape in a modal dialog.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the search popup', () => {
  it('searches as typed and shows the words as a removable chip', async () => {
    const router = renderRecipes();
    await cardsLoaded();

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search recipes' });
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'cury ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(cardTitles()).toEqual([chickpeaCurry.name]));
    expect(api.recipeRequests().at(-1)?.get('search')).toBe('cury');
    const chip = screen.getByRole('button', { name: 'Remove the search “cury”' });

    fireEvent.click(chip);

    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });
});
