import type { RecipeSummary } from '@mise/contracts';
import { stubIdentityApi } from '@mise/web-testing/identity';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCartApi, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import {
  butterChicken,
  chickpeaCurry,
  greekSalad,
  polyfillDialog,
  recipe,
} from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { useAddRecipesLink } from '../hooks/use-add-recipes-link';
import { BottomBar } from './bottom-bar';
import { CartButton } from './cart-button';
import { CartNotice } from './cart-notice';
import { CartPopup } from './cart-popup';

/** The shell's cart parts as the root layout composes them, around a list of recipe cards. */
function Shell() {
  const [cartOpen, setCartOpen] = useState(false);
  useAddRecipesLink();
  return (
    <>
      <CartButton onOpen={() => setCartOpen(true)} />
      <Outlet />
      <CartNotice />
      <BottomBar onOpenSummary={() => setCartOpen(true)} />
      <CartPopup open={cartOpen} onClose={() => setCartOpen(false)} />
    </>
  );
}

const extraRecipes = Array.from({ length: 5 }, (_, index) =>
  recipe({ _id: `extra-${index}`, name: `Extra ${index}` }),
);
const recipes: RecipeSummary[] = [chickpeaCurry, butterChicken, greekSalad, ...extraRecipes];

function renderShop(path = '/recipes') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <h1>Home</h1> },
          {
            path: 'recipes',
            element: (
              <ul>
                {recipes.map((entry) => (
                  <li key={entry._id}>
                    <RecipeCard recipe={entry} />
                  </li>
                ))}
              </ul>
            ),
          },
          { path: 'groceries', element: <h1>Groceries</h1> },
        ],
      },
    ],
    path,
  );
}

// By label rather than role: role queries over many cards are slow on a busy machine.
const add = (name: string) => fireEvent.click(screen.getByLabelText(`Add ${name}`));
const answersArrive = () => act(() => vi.advanceTimersByTimeAsync(1000));
const popup = () => screen.getByRole('dialog');

let api: FakeCartApi;

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  // A guest: the bottom bar and the cart popup ask who is signed in.
  stubIdentityApi();
  api = stubCartApi({ recipes, centsPerServing: 450, groceriesPerRecipe: 3 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cart popup', () => {
  it('opens from the header with the recipes, their nutrition, groceries and total', async () => {
    renderShop();
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 recipes' });
    expect((cartButton as HTMLButtonElement).disabled).toBe(true);

    add('Chickpea Curry');
    add('Butter Chicken');
    await answersArrive();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 2 recipes' }));

    const dialog = popup();
    expect(within(dialog).getByRole('heading', { name: 'All your meals' })).toBeTruthy();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Butter Chicken');
    expect(rows[1]?.textContent).toContain('Chickpea Curry');
    expect(within(dialog).getByText('Nutrition per serving')).toBeTruthy();
    expect(within(dialog).getByText('500 kcal')).toBeTruthy();
    expect(within(dialog).getByText('6 Groceries')).toBeTruthy();
    // The fees the total includes are lines of their own, and the per-serving figure is the
    // total's: $18.00 for 4 servings.
    const lineOf = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(lineOf('Service fee')?.textContent).toBe('$0.00');
    expect(lineOf('Delivery fee')?.textContent).toBe('$0.00');
    expect(lineOf('Total')?.textContent).toBe('$18.00');
    expect(within(dialog).getByText('$4.50 per serving, for 4 servings')).toBeTruthy();
  });

  it('changes servings and removes recipes from its rows, down to the empty state', async () => {
    renderShop();
    add('Greek Salad');
    await answersArrive();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 recipe' }));
    const dialog = popup();

    fireEvent.click(within(dialog).getByRole('button', { name: 'More servings of Greek Salad' }));
    expect(within(dialog).getByText('3 servings')).toBeTruthy();
    // The total is not final until the change is priced.
    expect(within(dialog).getByText('Updating…')).toBeTruthy();
    await answersArrive();
    expect(within(dialog).queryByText('Updating…')).toBeNull();
    expect(within(dialog).getByText('Total').nextElementSibling?.textContent).toBe('$13.50');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Greek Salad' }));
    expect(within(dialog).getByText("You haven't selected any recipes yet")).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Review & Checkout' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await answersArrive();
    expect(api.saves.at(-1)?.body.recipes).toEqual([]);
  });

  it('keeps focus in the popup when a row is taken out', async () => {
    renderShop();
    add('Greek Salad');
    add('Chickpea Curry');
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 2 recipes' }));
    const dialog = popup();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Chickpea Curry' }));
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Remove Greek Salad' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fewer servings of Greek Salad' }));
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Remove Greek Salad' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fewer servings of Greek Salad' }));
    expect(document.activeElement).toBe(
      within(dialog).getByRole('heading', { name: 'All your meals' }),
    );
  });

  it('shows six rows at step 0, then all after See more', async () => {
    renderShop();
    for (const entry of recipes) add(entry.name);
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 8 recipes' }));
    const dialog = popup();

    expect(within(dialog).getAllByLabelText(/^Remove /)).toHaveLength(6);
    fireEvent.click(within(dialog).getByText('See more'));
    expect(within(dialog).getAllByLabelText(/^Remove /)).toHaveLength(8);
    expect(within(dialog).getByText('See less').getAttribute('aria-expanded')).toBe('true');
  }, 15_000);

  it('closes on Review & Checkout and has a guest log in first (loginmode=email)', async () => {
    const router = renderShop();
    add('Chickpea Curry');
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 recipe' }));

    fireEvent.click(within(popup()).getByRole('button', { name: 'Review & Checkout' }));

    expect(router.state.location.pathname).toBe('/recipes');
    expect(router.state.location.search).toBe('?loginmode=email');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the bottom bar', () => {
  it('is away on the landing page and while the cart is empty at step 0', () => {
    renderShop('/');
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
  });

  it('offers Review & Checkout on the recipe list, without a total', async () => {
    const router = renderShop();
    add('Chickpea Curry');
    await answersArrive();

    const bar = screen.getByRole('region', { name: 'Your cart' });
    expect(within(bar).getByText('1 recipe')).toBeTruthy();
    expect(within(bar).queryByText('$9.00')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Review & Checkout' }));
    // A guest logs in first; signed in, the same button goes to /groceries (app/session-shell).
    expect(router.state.location.search).toBe('?loginmode=email');
  });

  it('shows the total at step 1, marked as updating while a change is priced', async () => {
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({ version: 1, selections: [{ id: 'greek-salad', servings: 2 }] }),
    );
    api.hold();
    renderShop('/groceries');
    const bar = screen.getByRole('region', { name: 'Your cart' });
    expect(within(bar).queryByText('Total')).toBeNull();

    api.release();
    expect(await within(bar).findByText('$9.00')).toBeTruthy();
    expect(within(bar).queryByText('Updating…')).toBeNull();

    fireEvent.click(within(bar).getByRole('button', { name: '1 recipe' }));
    expect(within(popup()).getByRole('heading', { name: 'All your meals' })).toBeTruthy();
    fireEvent.click(within(popup()).getByRole('button', { name: 'More servings of Greek Salad' }));
    expect(within(bar).getByText('Updating…')).toBeTruthy();
    expect(await within(bar).findByText('$13.50')).toBeTruthy();
    expect(within(bar).queryByText('Updating…')).toBeNull();
  });

  it('says when the cart could not be saved, and saves it again on Try again', async () => {
    const cartApi = vi.mocked(fetch);
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    renderShop();
    add('Greek Salad');
    await answersArrive();

    const bar = screen.getByRole('region', { name: 'Your cart' });
    expect(within(bar).getByRole('alert').textContent).toContain('Your cart could not be saved.');
    vi.stubGlobal('fetch', cartApi);
    fireEvent.click(within(bar).getByRole('button', { name: 'Try again' }));
    await answersArrive();
    expect(within(bar).queryByRole('alert')).toBeNull();
    expect(api.saves.at(-1)?.body.recipes).toEqual([{ id: 'greek-salad', servings: 2 }]);
  });
});

describe('a shared-cart link', () => {
  it('adds its recipes to the cart and takes the query out of the address', async () => {
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({
        version: 4,
        selections: [
          { id: 'butter-chicken', servings: 2 },
          { id: 'greek-salad', servings: 3 },
        ],
      }),
    );
    const router = renderShop(
      '/recipes?addRecipes=chickpea-curry%3Adinner%3A4%2Cgreek-salad%3A%3A2%2Cchickpea-curry%3Adinner%3A6',
    );
    await answersArrive();

    expect(router.state.location.search).toBe('');
    expect(api.saves.at(-1)?.body.recipes).toEqual([
      { id: 'chickpea-curry', servings: 4, mealTypeId: 'dinner' },
      { id: 'greek-salad', servings: 2 },
      { id: 'butter-chicken', servings: 2 },
    ]);
    expect(screen.getByRole('button', { name: 'Cart, 3 recipes' })).toBeTruthy();
  });

  it('leaves out a recipe the server refuses, says so, and saves the rest', async () => {
    renderShop('/recipes?addRecipes=chickpea-curry%3A%3A4%2Cretired-recipe%3A%3A2');
    await answersArrive();
    await answersArrive();

    expect(api.saves.map((save) => save.body.recipes.map((entry) => entry.id))).toEqual([
      ['chickpea-curry', 'retired-recipe'],
      ['chickpea-curry'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByText(
      '1 recipe could not be added to your menu, so it was left out.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice.isConnected).toBe(false);
  });
});
