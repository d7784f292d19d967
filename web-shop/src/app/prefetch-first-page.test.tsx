import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/shared/i18n/create-i18n';
import { polyfillDialog, stubCatalogApi } from '@/shared/testing/fake-catalog';
import { prefetchFirstPageData } from './prefetch-first-page';
import { AppProviders, createQueryClient } from './providers';
import { routes } from './routes';

/** The shop as src/main.tsx starts it: the first URL's data prefetched, then rendered. */
async function startShopAt(path: string) {
  const queryClient = createQueryClient();
  const url = new URL(path, 'http://shop.test');
  prefetchFirstPageData(queryClient, matchRoutes(routes, url.pathname) ?? [], url.search);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={createI18n('en-CA')} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByText(/^\d+ recipes?$/);
}

let api: ReturnType<typeof stubCatalogApi>;
const requested = (pathname: string) =>
  api.calls.filter((url) => url.pathname === pathname).map((url) => url.search);

beforeAll(polyfillDialog);
beforeEach(() => {
  api = stubCatalogApi();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  // Unmounted before the next test and before jsdom goes: the whole shop is mounted here, and
  // work it still had scheduled (the session query answering) would otherwise run without a window.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The paths the shop's first calls ask for, left unanswered, as on a slow network. */
function unansweredCallsAt(path: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://shop.test').pathname);
    return new Promise<Response>(() => {});
  });
  prefetchFirstPageData(createQueryClient(), matchRoutes(routes, path) ?? [], '');
  return asked;
}

describe('prefetchFirstPageData', () => {
  it('asks for the start-up answer and the first recipes once, as the page would', async () => {
    await startShopAt('/recipes');

    expect(requested('/api/aggr/initialize')).toHaveLength(1);
    expect(requested('/api/recipes/all')).toEqual(['?status=published&limit=10&page=1']);
  });

  it('keeps the filters of the link, and the storefront of its handle', async () => {
    await startShopAt('/greenkitchen/recipes?diet=vegetarian&cookingTimeMax=30');

    expect(new URLSearchParams(requested('/api/aggr/initialize')[0]).get('handle')).toBe(
      'greenkitchen',
    );
    expect(requested('/api/recipes/all')).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(requested('/api/recipes/all')[0]))).toMatchObject(
      { diet: 'vegetarian', cookingTimeMax: '30', influencerId: 'greenkitchen' },
    );
  });

  it("asks for the session and a returning guest's cart without waiting for the start-up answer", async () => {
    localStorage.setItem('guestUserId', 'returning-guest');
    const asked = unansweredCallsAt('/groceries');

    await waitFor(() =>
      expect([...asked].sort()).toEqual(['/api/aggr/initialize', '/api/auth/me', '/api/cart']),
    );
  });

  it('asks no cart of a first visit', async () => {
    const asked = unansweredCallsAt('/checkout');

    await waitFor(() =>
      expect([...asked].sort()).toEqual(['/api/aggr/initialize', '/api/auth/me']),
    );
  });
});
