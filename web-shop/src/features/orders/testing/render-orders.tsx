import { Outlet, type RouteObject } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { NoticeHost } from '@/shared/notices/notice-host';
import { renderRoutes } from '@/shared/testing/render-routes';
import { MenuPage } from '../components/menu-page';
import { MenuShareOverlay } from '../components/menu-share-overlay';
import { OrderPage } from '../components/order-page';
import { OrdersPage } from '../components/orders-page';

/** The pages on their paths, as routes.tsx mounts them, the share dialog over the menu included. */
const pages: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:orderId', element: <OrderPage /> },
  {
    path: 'menu/:orderId',
    element: <MenuPage />,
    children: [
      { path: 'share', element: <MenuShareOverlay /> },
      { path: 'share/:recipeId', element: <MenuShareOverlay /> },
    ],
  },
];

/**
 * Test support: the orders pages with their texts, the app's notices and stand-ins for the pages
 * they link to.
 */
export function renderOrders(path: string, language: Language = 'en-CA') {
  return renderRoutes(
    [
      {
        path: '/',
        lazy: withTexts(['orders'], async () => ({
          Component: () => (
            <>
              <Outlet />
              <NoticeHost />
            </>
          ),
        })),
        HydrateFallback: () => null,
        children: [
          ...pages,
          { path: 'recipes', element: <h1>Recipes page</h1> },
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
