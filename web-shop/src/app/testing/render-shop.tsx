import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@/shared/i18n/create-i18n';
import type { Language } from '@/shared/i18n/languages';
import { AppProviders, createQueryClient } from '../providers';
import { routes } from '../routes';

/** Test support: the whole shop, as the browser builds it, on an in-memory router at `path`. */
export function renderShop(path: string, language: Language = 'en-CA') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppProviders i18n={createI18n(language)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

/** Where the router is now, path and query. */
export const whereIs = (router: ReturnType<typeof renderShop>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
