import { Outlet } from 'react-router';
import type { CartSelection } from '@/shared/cart';
import type { Language } from '@/shared/i18n/languages';
import { StartupGate } from '@/shared/startup/startup-gate';
import { renderRoutes } from '@/shared/testing/render-routes';
import { GroceriesPage } from '../components/groceries-page';
import { MinOrderPage } from '../components/min-order-page';
import { PrintListPage } from '../components/print-list-page';
import { StepOneCheckout } from '../components/step-one-checkout';

/**
 * Test support: the step-1 pages on their real paths, with the shop's providers around them;
 * with the bottom bar's Checkout under them when asked.
 */
export function renderGroceries(
  path: string,
  language: Language = 'en-CA',
  { withCheckout = false } = {},
) {
  return renderRoutes(
    [
      { path: '/groceries/print', element: <PrintListPage /> },
      {
        element: (
          <StartupGate handle="mise" brand={null}>
            <Outlet />
            {withCheckout && <StepOneCheckout />}
          </StartupGate>
        ),
        children: [
          { path: '/groceries', element: <GroceriesPage /> },
          { path: '/min-order', element: <MinOrderPage /> },
          { path: '/checkout', element: <h1>Checkout page</h1> },
          { path: '/recipes', element: <h1>Recipes page</h1> },
          { path: '/manage-groceries', element: <h1>Pantry page</h1> },
        ],
      },
    ],
    path,
    language,
  );
}

/** A cart this browser built earlier: the store saves it on load and shows the answer. */
export function rememberDraft(selections: CartSelection[], storage: Storage = localStorage) {
  storage.setItem('cartDraft', JSON.stringify({ version: 1, selections }));
}

export const fixtureSelections: CartSelection[] = [
  { id: 'chickpea-curry', servings: 4, mealTypeId: 'dinner' },
  { id: 'greek-salad', servings: 2, mealTypeId: 'lunch' },
];
