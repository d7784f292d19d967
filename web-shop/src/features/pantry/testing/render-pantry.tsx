import { Outlet } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { renderRoutes } from '@/shared/testing/render-routes';
import { PantryPage } from '../components/pantry-page';
import { UsePantryPage } from '../components/use-pantry-page';

/**
 * Test support: the pantry's pages on their paths, with their texts, as routes.tsx mounts them,
 * opened at `path` (the pantry page unless told).
 */
export function renderPantry(language: Language = 'en-CA', path = '/manage-groceries') {
  return renderRoutes(
    [
      {
        path: '/',
        lazy: withTexts(['pantry'], async () => ({ Component: Outlet })),
        HydrateFallback: () => null,
        children: [
          { path: 'manage-groceries', element: <PantryPage /> },
          { path: 'use-pantry', element: <UsePantryPage /> },
        ],
      },
    ],
    path,
    language,
  );
}
