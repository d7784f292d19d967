import type { UserAnswer } from '@mise/contracts';
import {
  hashKey,
  type QueryClient,
  queryOptions,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiFetch } from '@/shared/api/http';
import { accountQueryRoot } from '@/shared/session/session-changes';
import { sessionQuery } from '@/shared/session/use-session';

/** The answer of every /api/recipe-favorites call: the shopper's whole list after it. */
export type FavouritesAnswer = { recipeFavorites: UserAnswer['recipeFavorites'] };

// Under the account root: a change of account drops the last shopper's list.
const favouritesKey = [accountQueryRoot, 'recipe-favorites'] as const;
const toggleKey = ['recipe-favorites', 'toggle'] as const;

/** GET /api/recipe-favorites: the signed-in shopper's favourite recipes, newest last. */
export const favouritesQuery = queryOptions({
  queryKey: favouritesKey,
  queryFn: ({ signal }) => apiFetch<FavouritesAnswer>('/recipe-favorites', { signal }),
});

/**
 * Whether someone is signed in, read from the session the shop has already asked for. A card
 * re-renders only when that answer flips, not on each state the session query passes through:
 * a grid of cards would otherwise re-render whole while the session loads.
 */
export function useIsSignedIn(): boolean {
  const client = useQueryClient();
  // Asked for here too, so a card knows even on a page where nothing else asks.
  usePrefetchQuery(sessionQuery);
  // Only the session's events: others come while cards render (a card's list query is created
  // then), and React may not be told of a store change during another component's render.
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === sessionHash) changed();
      }),
    [client],
  );
  return useSyncExternalStore(subscribe, () => isSignedInNow(client));
}

const sessionHash = hashKey(sessionQuery.queryKey);
const isSignedInNow = (client: QueryClient) =>
  Boolean(client.getQueryData(sessionQuery.queryKey)?.user);

/** Whether the signed-in shopper's list holds the recipe; false until the list has loaded. */
export function useIsFavourite(recipeId: string): boolean {
  const { data } = useQuery({
    ...favouritesQuery,
    select: (answer) => answer.recipeFavorites.some((entry) => entry.recipeId === recipeId),
  });
  return data === true;
}

type Toggle = { recipeId: string; favourite: boolean };

/** The list as it will be once the server has done what was asked: shown at once. */
function expected(answer: FavouritesAnswer | undefined, { recipeId, favourite }: Toggle) {
  const others = (answer?.recipeFavorites ?? []).filter((entry) => entry.recipeId !== recipeId);
  // The server gives the entry its id; until then the recipe id stands in for it.
  return { recipeFavorites: favourite ? [...others, { _id: recipeId, recipeId }] : others };
}

/**
 * Favourites toggle by presence (document 2 §4): POST adds, DELETE removes. The heart changes
 * at once; a refused change puts the list back as it was and is reported to `onFailed`.
 */
export function useFavouriteToggle(onFailed: (error: Error) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ recipeId, favourite }: Toggle) =>
      apiFetch<FavouritesAnswer>(`/recipe-favorites/${encodeURIComponent(recipeId)}`, {
        method: favourite ? 'POST' : 'DELETE',
      }),
    onMutate: async (toggle) => {
      await client.cancelQueries({ queryKey: favouritesKey, exact: true });
      const before = client.getQueryData(favouritesQuery.queryKey);
      client.setQueryData(favouritesQuery.queryKey, expected(before, toggle));
      return { before };
    },
    onError: (error, _toggle, context) => {
      client.setQueryData(favouritesQuery.queryKey, context?.before);
      // Another toggle may have changed the list meanwhile: the server's list settles it.
      void client.invalidateQueries({ queryKey: favouritesKey, exact: true });
      onFailed(error);
    },
    onSuccess: (answer) => {
      // With another toggle still on its way, this answer is older than the list on screen.
      if (client.isMutating({ mutationKey: toggleKey }) > 1) return;
      client.setQueryData(favouritesQuery.queryKey, answer);
      client.setQueryData(sessionQuery.queryKey, (session) =>
        session ? { ...session, user: { ...session.user, ...answer } } : session,
      );
    },
  });
}
