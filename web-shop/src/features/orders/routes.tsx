import type { RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';

/**
 * The shopper's orders (spec §2): the history, one order, and an order's menu with its share
 * dialog as overlay routes over it.
 */
export const ordersRoutes = (): RouteObject[] => [
  {
    path: 'orders',
    lazy: withTexts(['orders'], async () => {
      const { OrdersPage } = await import('./components/orders-page');
      return { Component: OrdersPage };
    }),
  },
  {
    path: 'orders/:orderId',
    lazy: withTexts(['orders'], async () => {
      const { OrderPage } = await import('./components/order-page');
      return { Component: OrderPage };
    }),
  },
  {
    path: 'menu/:orderId',
    lazy: withTexts(['orders'], async () => {
      const { MenuPage } = await import('./components/menu-page');
      return { Component: MenuPage };
    }),
    children: ['share', 'share/:recipeId'].map((path) => ({
      path,
      lazy: async () => {
        const { MenuShareOverlay } = await import('./components/menu-share-overlay');
        return { Component: MenuShareOverlay };
      },
    })),
  },
];
