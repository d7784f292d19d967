import { Outlet } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import type { Language } from '@/shared/i18n/languages';
import { renderRoutes } from '@/shared/testing/render-routes';
import { PantryPage } from '../components/pantry-page';

/** Test support: the pantry page on its path, with its texts, as routes.tsx mounts it. */
export function renderPantry(language: Language = 'en-CA') {
  return renderRoutes(
    [
      {
        path: '/',
        lazy: withTexts(['pantry'], async () => ({ Component: Outlet })),
        HydrateFallback: () => null,
        children: [{ path: 'manage-groceries', element: <PantryPage /> }],
      },
    ],
    '/manage-groceries',
    language,
  );
}
