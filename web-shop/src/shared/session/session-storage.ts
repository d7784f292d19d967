import { draftStorageKey } from '@/shared/cart/browser-storage';
import { storageKeys } from '@/shared/startup/local-storage';
import { storageVersionKey } from '@/shared/startup/storage-migrations';

/**
 * The spec's local-storage keys (document 2 §3) a sign-in or sign-out changes. 'user' is the
 * logged-in marker: it outlives the session cookie, so a session that ended unseen (expired,
 * or ended in another tab) can be told from a guest who never signed in.
 */
const signedInKey = 'user';

/**
 * What a sign-out leaves behind of the account (spec §4 "Logout"): its address, allergies,
 * diet plan and cart. The cart's extra products travel in the draft.
 */
const accountCopies = ['deliveryAddress', 'allergies', 'dietPlan', draftStorageKey] as const;

/**
 * What survives a session found gone (spec §4: "keeping config and influencer"), the
 * shopper's language (a choice about the browser, not the account) and the migrations' mark.
 */
const keptWhenSessionEnds = new Set<string>([
  storageKeys.config,
  storageKeys.influencer,
  'language',
  // Else the migrations would run again, and v1.0 would clear what is kept here.
  storageVersionKey,
]);

export function rememberSignedIn(email: string, storage: Storage = localStorage): void {
  storage.setItem(signedInKey, JSON.stringify({ email }));
}

export function wasSignedIn(storage: Storage = localStorage): boolean {
  return storage.getItem(signedInKey) !== null;
}

/** A sign-out: the marker and the account's local copies go. */
export function forgetAccount(storage: Storage = localStorage): void {
  storage.removeItem(signedInKey);
  for (const key of accountCopies) storage.removeItem(key);
}

/** The session was found gone while the marker said signed in: start clean. */
export function forgetAllButStartup(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key !== null && !keptWhenSessionEnds.has(key)) storage.removeItem(key);
  }
}

/** Spec §4 "Login success": the address saved for the guest's delivery is not the account's. */
export function forgetDeliveryAddress(storage: Storage = localStorage): void {
  storage.removeItem('deliveryAddress');
}
