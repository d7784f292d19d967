import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** /checkout (step 2), loaded with its texts only when the shopper gets there. */
export const checkoutRoutes = (): RouteObject[] => [
  {
    path: 'checkout',
    lazy: withTexts(['checkout'], async () => {
      const { CheckoutPage } = await import('./components/checkout-page');
      return { Component: CheckoutPage };
    }),
  },
];
