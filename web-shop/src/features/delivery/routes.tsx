import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/** The public delivery-cities page (spec §2 /delivery, linked from the footer). */
export const deliveryRoutes = (): RouteObject[] => [
  {
    path: 'delivery',
    // Its texts live with the orders' texts.
    lazy: withTexts(['orders'], async () => {
      const { DeliveryPage } = await import('./components/delivery-page');
      return { Component: DeliveryPage };
    }),
  },
];
