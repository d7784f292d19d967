import type { RecipeDetail } from '@mise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCartApi, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { createI18n } from '@/shared/i18n/create-i18n';
import { recipe } from '@/shared/testing/fake-catalog';
import { RecipePage } from './recipe-page';

const stew: RecipeDetail = {
  ...recipe({ _id: 'stew', name: 'Lentil Stew', defaultServings: 4, minServings: 2 }),
  incrServings: 2,
  source: '',
  mainImage: '',
  servings: 4,
  ingredients: [],
  steps: [],
};

let api: FakeCartApi;

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/recipes/stew'
      ? Response.json(stew)
      : new Response('{}', { status: 404 }),
  );
  api = stubCartApi({ recipes: [stew] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adding from the recipe page', () => {
  it('adds the servings chosen on the page, and updates them when they change', async () => {
    const router = createMemoryRouter([{ path: '/recipes/:id', Component: RecipePage }], {
      initialEntries: ['/recipes/stew?servings=6'],
    });
    render(
      <I18nextProvider i18n={createI18n('en-CA')}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );

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
