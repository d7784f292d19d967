import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RouteFallback } from './layout/route-fallback';

/** The whole route tree; the browser and the tests build their routers from this one list. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        // Pathless so a failing page renders its error inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { LandingPage } = await import('@/features/landing/components/landing-page');
              return { Component: LandingPage };
            },
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
