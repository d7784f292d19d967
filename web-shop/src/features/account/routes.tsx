import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

type AccountRouteOptions = {
  /**
   * The sign-up form of the auth feature, shown as the onboarding's account step. A feature
   * may not import another, so the shell hands it in; without it the step offers the login
   * popup's sign-up.
   */
  signUpForm?: RouteObject;
};

/**
 * The signed-in shopper's own pages: onboarding, settings and favourites. The shell gives them
 * its loading screen for a first visit.
 */
export const accountRoutes = ({ signUpForm }: AccountRouteOptions = {}): RouteObject[] => [
  {
    path: 'onboarding/begin',
    lazy: withTexts(['account'], async () => {
      const { OnboardingBeginPage } = await import('./components/onboarding-begin-page');
      return { Component: OnboardingBeginPage };
    }),
  },
  {
    path: 'onboarding/diets',
    lazy: withTexts(['account'], async () => {
      const { OnboardingDietsPage } = await import('./components/onboarding-diets-page');
      return { Component: OnboardingDietsPage };
    }),
  },
  {
    path: 'onboarding/allergies',
    lazy: withTexts(['account'], async () => {
      const { OnboardingAllergiesPage } = await import('./components/onboarding-allergies-page');
      return { Component: OnboardingAllergiesPage };
    }),
  },
  {
    path: 'onboarding/servings',
    lazy: withTexts(['account'], async () => {
      const { OnboardingServingsPage } = await import('./components/onboarding-servings-page');
      return { Component: OnboardingServingsPage };
    }),
  },
  {
    path: 'onboarding/groceries',
    lazy: withTexts(['account'], async () => {
      const { OnboardingGroceriesPage } = await import('./components/onboarding-groceries-page');
      return { Component: OnboardingGroceriesPage };
    }),
  },
  {
    path: 'onboarding/account',
    lazy: withTexts(['account'], async () => {
      const { OnboardingAccountPage } = await import('./components/onboarding-account-page');
      return { Component: OnboardingAccountPage };
    }),
    children: signUpForm ? [signUpForm] : [],
  },
  {
    path: 'settings',
    lazy: withTexts(['account'], async () => {
      const { SettingsPage } = await import('./components/settings-page');
      return { Component: SettingsPage };
    }),
  },
  {
    path: 'recipes/favorites',
    lazy: withTexts(['account'], async () => {
      const { FavouritesPage } = await import('./components/favourites-page');
      return { Component: FavouritesPage };
    }),
  },
];
