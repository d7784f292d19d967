import type { QueryClient } from '@tanstack/react-query';
import type { RouteMatch } from 'react-router';
import { filtersFromSearch, recipeListRequest } from '@/features/recipes/api/recipe-filters';
import { cartStoreFor } from '@/shared/cart/cart-store';
import { cartLoadQuery } from '@/shared/cart/use-cart';
import { initializeQuery, recipeListQuery } from '@/shared/catalog/catalog-api';
import { recipeImageUrl } from '@/shared/catalog/recipe-facts';
import { sessionQuery } from '@/shared/session/use-session';
import { startupHandle } from '@/shared/storefront/storefront-handle';

/*
 * What the first page needs, started while the app is still booting (src/main.tsx). Otherwise
 * the page's code waits for the router, the start-up call for React's first render, and a
 * recipe list's first page for the start-up answer and the page's code: on a slow phone that
 * chain delays the first recipe pictures by seconds. `matches` are the routes of the first URL
 * (`matchRoutes(routes, location)`).
 */

/**
 * The page's code: its chunks and their CSS, with Vite's preloading. The router, made later,
 * asks for the same modules, and the module cache answers it.
 */
export function preloadFirstPageCode(matches: RouteMatch[]): void {
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

/**
 * The start-up call, who is signed in, the cart and, on a recipe list, its first page: with the
 * components' own queries, so they find these requests in flight. Every page's header and cart
 * bar ask for the session and the cart, but only once the start-up gate has the start-up answer;
 * on the cart's pages (/groceries, /checkout) that wait came before the page's largest paint.
 * A first visit's cart asks the server nothing.
 */
export function prefetchFirstPageData(
  queryClient: QueryClient,
  matches: RouteMatch[],
  search: string,
): void {
  // As the root layout reads it: the first match with a handle.
  const handle = matches.find((match) => match.params.handle !== undefined)?.params.handle;
  void queryClient.prefetchQuery(initializeQuery(startupHandle(handle)));
  void queryClient.prefetchQuery(sessionQuery);
  void queryClient.prefetchQuery(cartLoadQuery(cartStoreFor(queryClient)));

  if (matches.at(-1)?.route.path !== 'recipes') return;
  const params = new URLSearchParams(search);
  // The shop's diets come with the start-up answer; a diet in the link is taken as known here
  // (were it not, the page asks for the list it shows by itself, and this answer goes unused).
  const diet = params.get('diet');
  const filters = filtersFromSearch(params, diet ? [diet] : []);
  const list = recipeListQuery(recipeListRequest(filters, handle));
  void queryClient.prefetchInfiniteQuery(list).then(() => {
    // The first card's picture is the page's largest paint: fetched as soon as it is known,
    // not once the page's code has arrived and rendered the card.
    const first = queryClient.getQueryData(list.queryKey)?.pages[0]?.recipes[0];
    if (first) preloadImage(recipeImageUrl(first, 'normal'));
  });
}

function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
