import type { CartAnswer } from '@mise/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type CartActions, cartActionsOf } from './cart-actions';
import {
  type CartNotice,
  type CartSnapshot,
  type CartStore,
  cartQueryKey,
  cartStoreFor,
} from './cart-store';
import { type CartSelection, findSelection, servingsIn } from './selections';

/**
 * The cart's first load, through the query cache so that every component asking (and the
 * start-up's prefetch, src/app/prefetch-first-page.ts) shares one call.
 */
export const cartLoadQuery = (store: CartStore) =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: store.load,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useCartStore() {
  return cartStoreFor(useQueryClient());
}

/** Every change the shop can make to the cart, without following the cart's state. */
export function useCartActions(): CartActions {
  return cartActionsOf(useCartStore());
}

/**
 * One value read from the cart: the component re-renders only when that value changes, not
 * on every save the cart goes through (a list of cards would re-render on each).
 */
function useCartValue<Value>(select: (snapshot: CartSnapshot) => Value): Value {
  const store = useCartStore();
  const read = useCallback(() => select(store.getSnapshot()), [store, select]);
  return useSyncExternalStore(store.subscribe, read);
}

/** The servings of a recipe (and meal type) in the cart: 0 when it is not in it. */
export function useCartServings(id: string, mealTypeId?: string): number {
  return useCartValue(
    useCallback(
      (snapshot: CartSnapshot) => servingsIn(snapshot.draft.selections, id, mealTypeId),
      [id, mealTypeId],
    ),
  );
}

/** The cart entry a recipe page acts on: the first of the recipe, whatever its meal type. */
export function useCartEntry(id: string): CartSelection | undefined {
  return useCartValue(
    useCallback((snapshot: CartSnapshot) => findSelection(snapshot.draft.selections, id), [id]),
  );
}

const noticeOf = (snapshot: CartSnapshot) => snapshot.notice;

/** What the shopper should be told about the last change that did not go as asked. */
export function useCartNotice(): CartNotice | null {
  return useCartValue(noticeOf);
}

/** What `useCart` gives: the cart's state and every change the shop can make to it. */
export type CartState = ReturnType<typeof useCart>;

/** The cart: the shopper's draft, the latest priced answer, and every change the shop makes. */
export function useCart() {
  const store = useCartStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const loaded = useQuery(cartLoadQuery(store));

  const { draft } = snapshot;
  const actions = cartActionsOf(store);
  return {
    cart: snapshot.answer as CartAnswer | undefined,
    draft,
    isSaving: snapshot.isSaving,
    isStale: snapshot.isStale,
    /** A returning guest's cart is on its way from the server: show neither it nor 'empty' yet. */
    isLoading: snapshot.awaitsServerCart && loaded.isPending,
    error: snapshot.error ?? loaded.error,
    notice: snapshot.notice,
    servingsOf: (id: string, mealTypeId?: string) => servingsIn(draft.selections, id, mealTypeId),
    ...actions,
    // After a failed first load, trying again means loading again: a save now would send the
    // empty draft over the guest's stored cart.
    retry: loaded.isError ? () => void loaded.refetch() : actions.retry,
  };
}
