import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** The shopper's Digital Pantry (spec 2.2, 2.8): signed in only, like the orders. */
export const pantryRoutes = (): RouteObject[] => [
  {
    path: 'manage-groceries',
    lazy: withTexts(['pantry'], async () => {
      const { PantryPage } = await import('./components/pantry-page');
      return { Component: PantryPage };
    }),
  },
];
