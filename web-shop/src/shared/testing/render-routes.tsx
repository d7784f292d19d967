import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { cartStoreFor } from '@/shared/cart/cart-store';
import { createI18n } from '@/shared/i18n/create-i18n';
import type { Language } from '@/shared/i18n/languages';

/**
 * Test support: `routes` on an in-memory router opened at `path`, inside the providers the shop
 * gives every page (language, query cache). Failed queries are not retried, so an error shows at
 * once. The page's cart closes when the test ends, so that an answer it was still waiting for
 * cannot save that cart again during the next test. Returns the router, to follow navigation.
 */
export function renderRoutes(routes: RouteObject[], path: string, language: Language = 'en-CA') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onTestFinished(() => cartStoreFor(queryClient).close());
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}
