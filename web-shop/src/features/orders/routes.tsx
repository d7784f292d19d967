import type { RouteObject } from 'react-router';

export const ordersRoutes = (): RouteObject[] => [];
