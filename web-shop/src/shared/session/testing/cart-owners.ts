import type { CartAnswer } from '@mise/contracts';
import { vi } from 'vitest';

/**
 * Test support: the cart service's owners, over the fake cart (which keeps one cart whoever
 * asks). While `isSignedIn()` says so when a call is made, the cart is the account's and is
 * answered without a guest id; a read by a caller who is neither signed in nor a guest is an
 * empty cart, as the service answers it.
 */
export function cartFollowsSession(isSignedIn: () => boolean): void {
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const signedIn = isSignedIn();
      const response = await inner(input, init);
      if (!String(input).startsWith('/api/cart?') || !response.ok) return response;
      const cart = (await response.json()) as CartAnswer;
      const isRead = init?.method === undefined;
      const isGuest = new Headers(init?.headers).has('x-guest-user-id');
      const answer: CartAnswer = signedIn
        ? { ...cart, guestUserId: null }
        : isRead && !isGuest
          ? {
              ...cart,
              version: 0,
              guestUserId: null,
              selectedRecipes: [],
              selectedRecipesLength: 0,
            }
          : cart;
      return new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
