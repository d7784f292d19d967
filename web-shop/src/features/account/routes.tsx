import type { RouteObject } from 'react-router';

/** The signed-in shopper's own pages: onboarding, settings and favourites. */
export const accountRoutes = (): RouteObject[] => [];
