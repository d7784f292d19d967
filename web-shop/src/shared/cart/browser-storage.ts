import { storageKeys } from '@/shared/startup/local-storage';
import { type CartDraft, emptyDraft, type ShopConfigChoice } from './draft';

// 'guestUserId' is a key of the spec's local-storage list (document 2 §3); the draft has a key
// of its own, as the spec's v1.2 migration drops the old stored 'Cart'.
const keys = { guestUserId: 'guestUserId', draft: 'cartDraft' } as const;

/** Where the draft is kept: a change there is another tab's draft. */
export const draftStorageKey = keys.draft;

export function readGuestId(storage: Storage): string | null {
  return storage.getItem(keys.guestUserId) || null;
}

/** The header a guest's cart calls carry (the contract's guestUserIdHeader, without zod). */
export const guestIdHeader = 'x-guest-user-id';

/** The guest header of this browser's guest, if it has been given an id. */
export function guestHeaders(storage: Storage): Record<string, string> {
  const guestId = readGuestId(storage);
  return guestId ? { [guestIdHeader]: guestId } : {};
}

export function rememberGuestId(storage: Storage, guestUserId: string | null): void {
  if (guestUserId) storage.setItem(keys.guestUserId, guestUserId);
}

/** A signed-in shopper's cart follows the session: the guest id has done its work. */
export function forgetGuestId(storage: Storage): void {
  storage.removeItem(keys.guestUserId);
}

/** The draft kept for a reload; anything unreadable counts as an empty cart. */
export function readDraft(storage: Storage): CartDraft {
  try {
    const stored: unknown = JSON.parse(storage.getItem(keys.draft) ?? 'null');
    if (!isDraft(stored)) return emptyDraft;
    return { ...emptyDraft, ...stored };
  } catch {
    return emptyDraft;
  }
}

export function writeDraft(storage: Storage, draft: CartDraft): void {
  storage.setItem(keys.draft, JSON.stringify(draft));
}

/** Country and currency the start-up call stored; the cart is priced for them. */
export function readConfigChoice(storage: Storage): ShopConfigChoice {
  try {
    const stored = JSON.parse(
      storage.getItem(storageKeys.config) ?? 'null',
    ) as Partial<ShopConfigChoice>;
    if (stored?.countryCode === 'US' && stored.currency === 'USD') {
      return { countryCode: 'US', currency: 'USD' };
    }
  } catch {
    // An unreadable config falls back to the default country, as on a first visit.
  }
  return { countryCode: 'CA', currency: 'CAD' };
}

function isDraft(value: unknown): value is Partial<CartDraft> & Pick<CartDraft, 'version'> {
  if (typeof value !== 'object' || value === null) return false;
  const { version, selections } = value as Record<string, unknown>;
  return (
    Number.isInteger(version) &&
    Array.isArray(selections) &&
    selections.every(
      (entry) =>
        typeof entry?.id === 'string' && Number.isInteger(entry.servings) && entry.servings > 0,
    )
  );
}
