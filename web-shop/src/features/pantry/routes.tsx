import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/**
 * The shopper's Digital Pantry (spec 2.2, 2.8) and the recipes that use it (spec 2.1): signed in
 * only, like the orders.
 */
export const pantryRoutes = (): RouteObject[] => [
  {
    path: 'manage-groceries',
    lazy: withTexts(['pantry'], async () => {
      const { PantryPage } = await import('./components/pantry-page');
      return { Component: PantryPage };
    }),
  },
  {
    path: 'use-pantry',
    lazy: withTexts(['pantry'], async () => {
      const { UsePantryPage } = await import('./components/use-pantry-page');
      return { Component: UsePantryPage };
    }),
  },
];
