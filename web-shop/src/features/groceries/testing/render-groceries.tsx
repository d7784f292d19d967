import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { CartSelection } from '@/shared/cart';
import { createI18n } from '@/shared/i18n/create-i18n';
import { StartupGate } from '@/shared/startup/startup-gate';
import { GroceriesPage } from '../components/groceries-page';
import { MinOrderPage } from '../components/min-order-page';
import { PrintListPage } from '../components/print-list-page';

/** Test support: the step-1 pages on their real paths, with the shop's providers around them. */
export function renderGroceries(path: string, language: 'en-CA' | 'fr-CA' = 'en-CA') {
  const router = createMemoryRouter(
    [
      { path: '/groceries/print', element: <PrintListPage /> },
      {
        element: (
          <StartupGate handle="mise" brand={null}>
            <Outlet />
          </StartupGate>
        ),
        children: [
          { path: '/groceries', element: <GroceriesPage /> },
          { path: '/min-order', element: <MinOrderPage /> },
          { path: '/checkout', element: <h1>Checkout page</h1> },
          { path: '/recipes', element: <h1>Recipes page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** A cart this browser built earlier: the store saves it on load and shows the answer. */
export function rememberDraft(selections: CartSelection[], storage: Storage = localStorage) {
  storage.setItem('cartDraft', JSON.stringify({ version: 1, selections }));
}

export const fixtureSelections: CartSelection[] = [
  { id: 'chickpea-curry', servings: 4, mealTypeId: 'dinner' },
  { id: 'greek-salad', servings: 2, mealTypeId: 'lunch' },
];
