import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/**
 * The build-menu wizard (document 2 §2.11): three steps, then the plan at /build-menu. The
 * layout holds the wizard's state, which every page of it reads and changes.
 */
export const buildMenuRoutes = (): RouteObject[] => [
  {
    path: 'build-menu',
    lazy: withTexts(['build-menu'], async () => {
      const { BuildMenuLayout } = await import('./components/build-menu-layout');
      return { Component: BuildMenuLayout };
    }),
    children: [
      {
        index: true,
        lazy: async () => {
          const { PlanPage } = await import('./components/plan-page');
          return { Component: PlanPage };
        },
      },
      {
        path: 'nutrition-program',
        lazy: async () => {
          const { ProgramStep } = await import('./components/program-step');
          return { Component: ProgramStep };
        },
      },
      {
        path: 'diets',
        lazy: async () => {
          const { DietsStep } = await import('./components/diets-step');
          return { Component: DietsStep };
        },
      },
      {
        path: 'meal-types',
        lazy: async () => {
          const { MealTypesStep } = await import('./components/meal-types-step');
          return { Component: MealTypesStep };
        },
      },
    ],
  },
];
