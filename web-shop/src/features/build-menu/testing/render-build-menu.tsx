import { Outlet } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import type { Startup } from '@/shared/startup/startup';
import { StartupContext } from '@/shared/startup/use-startup';
import { renderRoutes } from '@/shared/testing/render-routes';
import { BuildMenuLayout } from '../components/build-menu-layout';
import { DietsStep } from '../components/diets-step';
import { MealTypesStep } from '../components/meal-types-step';
import { PlanPage } from '../components/plan-page';
import { ProgramStep } from '../components/program-step';
import { breakfast, dinner } from './plan-fixtures';

const startup: Startup = {
  flags: {
    isFacebookLoginEnabled: true,
    isGoogleLoginEnabled: true,
    isContentForUSEnabled: false,
    isIngredientSubstituteEnabled: true,
    isCuratedBoxesEnabled: true,
  },
  diets: [
    { _id: 'everything', name: 'Everything', key: 'everything', description: '' },
    { _id: 'vegetarian', name: 'Vegetarian', key: 'vegetarian', description: '' },
  ],
  allergies: [
    { _id: 'milk', name: 'Milk', key: 'milk' },
    { _id: 'peanuts', name: 'Peanuts', key: 'peanuts' },
  ],
  mealTypes: [breakfast, dinner],
  influencer: null,
  config: {
    countryCode: 'CA',
    currency: 'CAD',
    ip: '127.0.0.1',
    city: 'Toronto',
    country: 'Canada',
  },
};

/**
 * Test support: the wizard's pages on their paths, with their texts, as routes.tsx mounts them, below the start-up data (two meal
 * types) and beside a /groceries page to arrive on, opened at `path`.
 */
export function renderBuildMenu(path: string, language: Language = 'en-CA') {
  return renderRoutes(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        element: (
          <StartupContext.Provider value={{ ...startup, chooseCountry: () => {} }}>
            <Outlet />
          </StartupContext.Provider>
        ),
        children: [
          {
            path: 'build-menu',
            lazy: withTexts(['build-menu'], async () => ({ Component: BuildMenuLayout })),
            children: [
              { index: true, element: <PlanPage /> },
              { path: 'nutrition-program', element: <ProgramStep /> },
              { path: 'diets', element: <DietsStep /> },
              { path: 'meal-types', element: <MealTypesStep /> },
            ],
          },
          { path: 'groceries', element: <h1>Groceries</h1> },
        ],
      },
    ],
    path,
    language,
  );
}
