import type { CartAnswer } from '@mise/contracts';
import { answerBehind, apiServer } from '@mise/web-testing/api-server';
import { json } from '@mise/web-testing/responses';
import { type HttpHandler, http } from 'msw';

/**
 * Test support: the cart service's owners, over the fake cart (which keeps one cart whoever
 * asks). While `isSignedIn()` says so when a call is made, the cart is the account's and is
 * answered without a guest id; a read by a caller who is neither signed in nor a guest is an
 * empty cart, as the service answers it.
 */
export function cartFollowsSession(isSignedIn: () => boolean): void {
  const owners: HttpHandler = http.all('/api/cart', async ({ request }) => {
    const signedIn = isSignedIn();
    if (new URL(request.url).search === '') return undefined;
    const response = await answerBehind(owners, request);
    if (!response?.ok) return response;
    const cart = (await response.json()) as CartAnswer;
    const isRead = request.method === 'GET';
    const isGuest = request.headers.has('x-guest-user-id');
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
    return json(answer);
  });
  apiServer.use(owners);
}
