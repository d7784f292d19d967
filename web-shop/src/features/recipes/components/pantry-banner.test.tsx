import { fakeCustomer, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lentilSoup } from '@/shared/cart/testing/cart-answers';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import type { Language } from '@/shared/i18n/languages';
import { StartupGate } from '@/shared/startup/startup-gate';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { RecipesPage } from './recipes-page';

/** /recipes for a shopper, signed in unless told, whose pantry cooks `pantryRecipes`. */
function openRecipes({
  signedIn = true,
  pantryRecipes = [lentilSoup],
  language = 'en-CA' as Language,
} = {}) {
  stubCatalogApi();
  const identity = stubIdentityApi();
  if (signedIn) identity.signedInAs(fakeCustomer.email);
  const cart = stubCartApi({ pantryRecipes });
  const router = renderRoutes(
    [
      {
        path: '/recipes',
        element: (
          <StartupGate handle="mise" brand={null}>
            <RecipesPage />
          </StartupGate>
        ),
      },
      { path: '/use-pantry', element: <h1>Recipes for your pantry</h1> },
    ],
    '/recipes',
    language,
  );
  return { cart, router };
}

const recommendations = '/api/recommendation/unusedIngredientsRecipe';
const cardsLoaded = () => screen.findByText(/^\d+ recipes?$/);
const bannerTitle = 'Cook from what you have and save';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the discounted-recipes banner', () => {
  it('leads a shopper whose pantry cooks some recipe to /use-pantry', async () => {
    const { router } = openRecipes();

    const banner = await screen.findByRole('region', { name: bannerTitle });
    expect(banner.textContent).toContain(
      'Some recipes use the groceries in your Digital Pantry, so they cost you less.',
    );
    fireEvent.click(within(banner).getByRole('link', { name: 'See recipes for your pantry' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/use-pantry?source=recipes',
      ),
    );
  });

  it('is not there when no recipe uses the pantry', async () => {
    const { cart } = openRecipes({ pantryRecipes: [] });
    await cardsLoaded();
    await waitFor(() => expect(cart.requestsTo('GET', recommendations)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: bannerTitle })).toBeNull();
  });

  it('asks nothing for a guest', async () => {
    const { cart } = openRecipes({ signedIn: false });
    await cardsLoaded();
    expect(cart.requestsTo('GET', recommendations)).toEqual([]);
    expect(screen.queryByRole('region', { name: bannerTitle })).toBeNull();
  });

  it('speaks French', async () => {
    openRecipes({ language: 'fr-CA' });
    const banner = await screen.findByRole('region', {
      name: 'Cuisinez ce que vous avez et économisez',
    });
    expect(
      within(banner).getByRole('link', { name: 'Voir les recettes pour mon garde-manger' }),
    ).toBeTruthy();
  });
});
