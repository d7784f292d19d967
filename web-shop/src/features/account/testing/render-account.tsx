import { Outlet, type RouteObject } from 'react-router';
import type { Language } from '@/shared/i18n/languages';
import { NoticeHost } from '@/shared/notices/notice-host';
import { StartupGate } from '@/shared/startup/startup-gate';
import { renderRoutes } from '@/shared/testing/render-routes';
import { FavouritesPage } from '../components/favourites-page';
import { OnboardingAccountPage } from '../components/onboarding-account-page';
import { OnboardingAllergiesPage } from '../components/onboarding-allergies-page';
import { OnboardingBeginPage } from '../components/onboarding-begin-page';
import { OnboardingDietsPage } from '../components/onboarding-diets-page';
import { OnboardingGroceriesPage } from '../components/onboarding-groceries-page';
import { OnboardingServingsPage } from '../components/onboarding-servings-page';
import { SettingsPage } from '../components/settings-page';

/**
 * Test support: the account pages on their paths (as routes.tsx mounts them), under the
 * start-up gate and with the app's notices, beside stand-ins for the pages they lead to.
 */
export function renderAccount(
  path: string,
  options: { language?: Language; signUpForm?: RouteObject } = {},
) {
  const { language = 'en-CA', signUpForm } = options;
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <StartupGate handle="mise" brand={null}>
            <Outlet />
            <NoticeHost />
          </StartupGate>
        ),
        children: [
          { path: 'onboarding/begin', element: <OnboardingBeginPage /> },
          { path: 'onboarding/diets', element: <OnboardingDietsPage /> },
          { path: 'onboarding/allergies', element: <OnboardingAllergiesPage /> },
          { path: 'onboarding/servings', element: <OnboardingServingsPage /> },
          { path: 'onboarding/groceries', element: <OnboardingGroceriesPage /> },
          {
            path: 'onboarding/account',
            element: <OnboardingAccountPage />,
            children: signUpForm ? [signUpForm] : [],
          },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'recipes/favorites', element: <FavouritesPage /> },
          { path: 'recipes', element: <h1>Recipes page</h1> },
          { path: 'groceries', element: <h1>Groceries page</h1> },
          { path: 'signin', element: <h1>Sign-in page</h1> },
          { path: 'recipes/:id', element: <h1>Recipe page</h1> },
        ],
      },
    ],
    path,
    language,
  );
}

/** The notices are app-wide: a test starts without the last one's. */
export { dismissNotice } from '@/shared/notices/notices';
