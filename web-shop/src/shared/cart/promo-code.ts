import { storageKeys } from '@/shared/startup/local-storage';

/** Spec §4 "Promo": guests and new users find this code already typed in. */
export const welcomePromoCode = '10OFF';

type Shopper = {
  /** A guest, or a signed-in shopper yet to place a first order. */
  isNew: boolean;
  /** The cart already has a code applied: there is nothing to suggest. */
  hasPromo: boolean;
};

/**
 * The code to prefill while the cart has none: a campaign link's code (kept in local storage by
 * the shop's start) wins, then the welcome code for a new shopper.
 */
export function suggestedPromoCode(
  { isNew, hasPromo }: Shopper,
  storage: Storage = localStorage,
): string {
  if (hasPromo) return '';
  const campaign = storage.getItem(storageKeys.campaignPromoCode)?.trim().toUpperCase();
  if (campaign) return campaign;
  return isNew ? welcomePromoCode : '';
}
