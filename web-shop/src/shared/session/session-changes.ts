import type { MeAnswer } from '@mise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { cartStoreFor } from '@/shared/cart/cart-store';
import {
  forgetAccount,
  forgetAllButStartup,
  forgetDeliveryAddress,
  rememberSignedIn,
} from './session-storage';
import { sessionQueryKey } from './use-session';

/**
 * Queries holding one account's data start their keys with this, so that a change of account
 * drops them and the next shopper never sees the last one's.
 */
export const accountQueryRoot = 'account';

async function showSession(queryClient: QueryClient, me: MeAnswer | null): Promise<void> {
  // A session read still under way would answer for the session before this one.
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.removeQueries({ queryKey: [accountQueryRoot] });
  queryClient.setQueryData(sessionQueryKey, me && { user: me.user, accessedBy: me.accessedBy });
}

// A cart that cannot be read now is not worth failing a sign-in for: the next save reads it.
const ignoreCartFailure = () => undefined;

/**
 * A shopper signed in (password, sign-up, reset or social): the session shows at once, the
 * guest's delivery address goes, and the cart follows. It is read once more with the guest id,
 * which has the server move the guest's cart to the account, and only then is the id dropped.
 * The answer's token is not kept: the session cookie carries it.
 */
export async function followSignIn(
  queryClient: QueryClient,
  me: MeAnswer,
  storage: Storage = localStorage,
): Promise<void> {
  await showSession(queryClient, me);
  rememberSignedIn(me.user.emailAddress, storage);
  forgetDeliveryAddress(storage);
  const cart = cartStoreFor(queryClient, storage);
  await cart.reload().catch(ignoreCartFailure);
  cart.forgetGuest();
}

/**
 * A staff member opened a customer's account. Nothing of this browser's guest is the
 * customer's: the guest id goes before the cart is read, so no guest cart moves into the
 * account, and the cart shown is the customer's alone.
 */
export async function followCustomerAccess(
  queryClient: QueryClient,
  me: MeAnswer,
  storage: Storage = localStorage,
): Promise<void> {
  const cart = cartStoreFor(queryClient, storage);
  cart.forgetGuest();
  forgetAccount(storage);
  await showSession(queryClient, me);
  rememberSignedIn(me.user.emailAddress, storage);
  await cart.reload({ dropUnsaved: true }).catch(ignoreCartFailure);
}

/** Signed out (spec §4 "Logout"): the account's local copies and its cart leave the browser. */
export async function followSignOut(
  queryClient: QueryClient,
  storage: Storage = localStorage,
): Promise<void> {
  forgetAccount(storage);
  await showSession(queryClient, null);
  await cartStoreFor(queryClient, storage).reload({ dropUnsaved: true }).catch(ignoreCartFailure);
}

/**
 * The session was found gone while this browser thought it signed in (spec §4): local storage
 * starts over but for the start-up keys; the caller reloads the page so no state of the old
 * session stays in memory.
 */
export async function forgetEndedSession(
  queryClient: QueryClient,
  storage: Storage = localStorage,
): Promise<void> {
  forgetAllButStartup(storage);
  await showSession(queryClient, null);
}
