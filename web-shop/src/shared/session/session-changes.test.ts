import type { CartAnswer } from '@mise/contracts';
import { fakeCustomer, userAnswer } from '@mise/web-testing/identity';
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartQueryKey, cartStoreFor } from '@/shared/cart/cart-store';
import { addSelection } from '@/shared/cart/selections';
import { type FakeCartApi, fakeGuestId, stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { chickpeaCurry, greekSalad } from '@/shared/testing/fake-catalog';
import {
  accountQueryRoot,
  followCustomerAccess,
  followSignIn,
  followSignOut,
} from './session-changes';
import { cartFollowsSession } from './testing/cart-owners';
import { sessionQueryKey } from './use-session';

const me = { user: userAnswer(fakeCustomer), accessedBy: null };
let cart: FakeCartApi;
let queryClient: QueryClient;
/** The guest id header of each cart read, in order. */
let cartReads: Array<string | null>;

beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient();
  cart = stubCartApi({ recipes: [chickpeaCurry, greekSalad], centsPerServing: 500 });
  cartReads = [];
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/cart?') && init?.method === undefined) {
        cartReads.push(new Headers(init?.headers).get('x-guest-user-id'));
      }
      return inner(input, init);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function guestWithCurry() {
  const store = cartStoreFor(queryClient);
  store.change((draft) => ({
    ...draft,
    selections: addSelection(draft.selections, chickpeaCurry),
  }));
  await waitFor(() => expect(store.getSnapshot().isSaving).toBe(false));
  expect(localStorage.getItem('guestUserId')).toBe(fakeGuestId);
  return store;
}

describe('followSignIn', () => {
  it('reads the cart once with the guest id, so it moves to the account, then drops the id', async () => {
    await guestWithCurry();
    localStorage.setItem('deliveryAddress', '{}');

    await followSignIn(queryClient, me);

    expect(cartReads).toEqual([fakeGuestId]);
    expect(localStorage.getItem('guestUserId')).toBeNull();
    expect(localStorage.getItem('deliveryAddress')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      email: fakeCustomer.email,
    });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(me);
  });

  it('shows the cart the server answers, with changes not saved yet made again on top', async () => {
    const store = await guestWithCurry();
    cart.hold();
    const signIn = followSignIn(queryClient, me);
    // A change while the account's cart is being read.
    store.change((draft) => ({ ...draft, selections: addSelection(draft.selections, greekSalad) }));
    cart.release();
    await signIn;

    expect(
      store
        .getSnapshot()
        .draft.selections.map((entry) => entry.id)
        .sort(),
    ).toEqual(['chickpea-curry', 'greek-salad']);
    await waitFor(() => expect(cart.saves.at(-1)?.body.recipes).toHaveLength(2));
  });

  it("drops the last account's data from the query cache", async () => {
    queryClient.setQueryData([accountQueryRoot, 'orders'], ['an order of someone else']);

    await followSignIn(queryClient, me);

    expect(queryClient.getQueryData([accountQueryRoot, 'orders'])).toBeUndefined();
  });

  it('still signs in when the cart cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    localStorage.setItem('guestUserId', fakeGuestId);

    await followSignIn(queryClient, me);

    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(me);
    expect(localStorage.getItem('guestUserId')).toBeNull();
  });
});

describe('followCustomerAccess', () => {
  it("reads the customer's cart without the staff member's guest id, dropping their draft", async () => {
    const store = await guestWithCurry();
    const staffMe = {
      ...me,
      accessedBy: { staffId: 'staff-1', emailAddress: 'staff@mise.example' },
    };

    await followCustomerAccess(queryClient, staffMe);

    expect(cartReads).toEqual([null]);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(staffMe);
    expect(store.getSnapshot().isSaving).toBe(false);
  });
});

describe('followSignOut', () => {
  it("drops the account's copies and shows the new guest's cart, unsaved changes and all", async () => {
    const store = await guestWithCurry();
    let signedIn = true;
    cartFollowsSession(() => signedIn);
    await followSignIn(queryClient, me);
    cart.hold();
    store.change((draft) => ({ ...draft, selections: addSelection(draft.selections, greekSalad) }));

    signedIn = false;
    const signOut = followSignOut(queryClient);
    cart.release();
    await signOut;

    expect(store.getSnapshot().draft.selections).toEqual([]);
    expect(JSON.parse(localStorage.getItem('cartDraft') ?? '{}').selections).toEqual([]);
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData<CartAnswer>(cartQueryKey)?.selectedRecipes).toEqual([]);
  });
});
