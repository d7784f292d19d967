import { storageKeys } from '@/shared/startup/local-storage';

/** Spec §4 "Promo": guests and new users find this code already typed in. */
export const welcomePromoCode = '10OFF';

/**
 * The code to prefill: a campaign link's code (kept in local storage by the shop's start) wins,
 * then the welcome code for a guest or a shopper yet to place a first order.
 */
export function suggestedPromoCode(isNewShopper: boolean, storage: Storage = localStorage): string {
  const campaign = storage.getItem(storageKeys.campaignPromoCode)?.trim().toUpperCase();
  if (campaign) return campaign;
  return isNewShopper ? welcomePromoCode : '';
}
