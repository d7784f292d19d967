import type { UserAnswer } from '@mise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';
import { readDraft } from '@/shared/cart/browser-storage';
import { sessionQuery } from '@/shared/session/use-session';
import { submitOnboarding } from './onboarding-calls';
import {
  onboardingBodyOf,
  readOnboarding,
  resetOnboarding,
  writeOnboarding,
} from './onboarding-state';

// One completion at a time in this tab: the shell and the onboarding page both watch for it.
let inFlight: Promise<UserAnswer | null> | null = null;

/**
 * Spec §4 "Onboarding completion", for a signed-in shopper whose onboarding is waiting to be
 * applied: the choices go to the server, the profile shown is the one it answers, and the
 * onboarding starts over. Resolves to null when nothing was waiting.
 */
export function applyPendingOnboarding(
  client: QueryClient,
  storage: Storage = localStorage,
): Promise<UserAnswer | null> {
  if (inFlight) return inFlight;
  const state = readOnboarding(storage);
  if (!state.isUpdating) return Promise.resolve(null);

  inFlight = submitOnboarding(onboardingBodyOf(state))
    .then((user) => {
      resetOnboarding(storage);
      client.setQueryData(sessionQuery.queryKey, (session) =>
        session ? { ...session, user } : session,
      );
      return user;
    })
    .catch((error: unknown) => {
      // Refused choices would be refused again at every sign-in: they wait for the shopper.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        writeOnboarding({ ...readOnboarding(storage), isUpdating: false }, storage);
      }
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** After onboarding: to the grocery list if recipes are in the cart, else to choose some. */
export function pathAfterOnboarding(storage: Storage = localStorage): string {
  return readDraft(storage).selections.length > 0 ? '/groceries' : '/recipes';
}
