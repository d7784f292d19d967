import { shopper, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import {
  butterChicken,
  chickpeaCurry,
  greekSalad,
  stubCatalogApi,
} from '@/shared/testing/fake-catalog';
import { dismissNotice, renderAccount } from '../testing/render-account';

const recipes = [chickpeaCurry, butterChicken, greekSalad];

function openFavourites(recipeIds: string[] | null) {
  stubCatalogApi({ recipes });
  stubCartApi({ recipes });
  const user =
    recipeIds &&
    shopper({ recipeFavorites: recipeIds.map((recipeId) => ({ _id: `f-${recipeId}`, recipeId })) });
  const api = stubIdentityApi(user ? { user } : {});
  const router = renderAccount('/recipes/favorites');
  return { api, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

describe('the favourites page', () => {
  it('sends a guest to sign in', async () => {
    const { router } = openFavourites(null);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("shows the shopper's favourite recipes as cards, and a heart takes one off", async () => {
    const { api } = openFavourites(['greek-salad', 'chickpea-curry', 'retired-recipe']);

    expect(await screen.findByRole('heading', { name: 'Your favourite recipes' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Greek Salad' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Chickpea Curry' })).toBeTruthy();
    // A recipe the catalog no longer has is left out.
    expect(screen.getAllByRole('article')).toHaveLength(2);

    const salad = screen.getAllByRole('article')[0] as HTMLElement;
    const heart = within(salad).getByRole('button', { name: 'Save Greek Salad to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Greek Salad' })).toBeNull());
    await waitFor(() =>
      expect(api.user()?.recipeFavorites.map((entry) => entry.recipeId)).toEqual([
        'chickpea-curry',
        'retired-recipe',
      ]),
    );
  });

  it('says when there is no favourite yet', async () => {
    openFavourites([]);

    expect(await screen.findByText('No favourite recipes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore recipes' }).getAttribute('href')).toBe(
      '/recipes',
    );
  });
});
