import type { Influencer, ShopConfig } from '@mise/contracts';

/**
 * Keys from the spec's local-storage list (document 2 §3), shared with the predecessor shop;
 * the cart and the grocery list read `config` and `campaignPromoCode` under these names.
 */
export const storageKeys = {
  config: 'config',
  influencer: 'influencer',
  campaignPromoCode: 'campaignPromoCode',
} as const;

export function rememberConfig(config: ShopConfig, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.config, JSON.stringify(config));
}

export function rememberInfluencer(influencer: Influencer, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.influencer, JSON.stringify(influencer));
}

/** A campaign link's promo code (`?campaignPromoCode=`) is kept for checkout. */
export function rememberCampaignPromoCode(search: string, storage: Storage = localStorage): void {
  const code = new URLSearchParams(search).get('campaignPromoCode')?.trim();
  if (code) storage.setItem(storageKeys.campaignPromoCode, code);
}
