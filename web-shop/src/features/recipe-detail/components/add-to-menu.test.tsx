import type { RecipeDetail } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCartApi, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { recipe } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { RecipePage } from './recipe-page';

const stew: RecipeDetail = {
  ...recipe({ _id: 'stew', name: 'Lentil Stew', defaultServings: 4, minServings: 2 }),
  incrServings: 2,
  id: 'stew',
  source: '',
  mainImage: '',
  servings: 4,
  customServings: 4,
  order: null,
  ingredients: [],
  steps: [],
};

let api: FakeCartApi;

beforeEach(() => {
  localStorage.clear();
  apiServer.use(
    http.get('/api/recipes/stew', () => Response.json(stew)),
    http.all('/api/*', () => new Response('{}', { status: 404 })),
  );
  api = stubCartApi({ recipes: [stew] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adding from the recipe page', () => {
  it('updates the entry a list added under a meal type, rather than adding a second', async () => {
    localStorage.setItem(
      'cartDraft',
      JSON.stringify({
        version: 1,
        selections: [{ id: 'stew', servings: 4, mealTypeId: 'dinner' }],
      }),
    );
    renderRoutes([{ path: '/recipes/:id', Component: RecipePage }], '/recipes/stew?servings=6');

    fireEvent.click(await screen.findByRole('button', { name: 'Update menu to 6 servings' }));
    expect(screen.getByText('In your menu · 6 servings')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(api.saves.at(-1)?.body.recipes).toEqual([
      { id: 'stew', servings: 6, mealTypeId: 'dinner' },
    ]);
  });

  it('adds the servings chosen on the page, and updates them when they change', async () => {
    renderRoutes([{ path: '/recipes/:id', Component: RecipePage }], '/recipes/stew?servings=6');

    fireEvent.click(await screen.findByRole('button', { name: 'Add to menu · 6 servings' }));
    expect(screen.getByText('In your menu · 6 servings')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More servings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update menu to 8 servings' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(api.saves.map((save) => save.body.recipes)).toEqual([
      [{ id: 'stew', servings: 6 }],
      [{ id: 'stew', servings: 8 }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from menu' }));
    expect(screen.getByRole('button', { name: 'Add to menu · 8 servings' })).toBeTruthy();
  });
});
