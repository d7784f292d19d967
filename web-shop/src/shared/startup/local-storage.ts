import type { Influencer, ShopConfig } from '@mise/contracts';

// Keys from the spec's local-storage list (document 2 §3), shared with the predecessor shop.
const keys = {
  config: 'config',
  influencer: 'influencer',
  campaignPromoCode: 'campaignPromoCode',
} as const;

export function rememberConfig(config: ShopConfig, storage: Storage = localStorage): void {
  storage.setItem(keys.config, JSON.stringify(config));
}

export function rememberInfluencer(influencer: Influencer, storage: Storage = localStorage): void {
  storage.setItem(keys.influencer, JSON.stringify(influencer));
}

/** A campaign link's promo code (`?campaignPromoCode=`) is kept for checkout. */
export function rememberCampaignPromoCode(search: string, storage: Storage = localStorage): void {
  const code = new URLSearchParams(search).get('campaignPromoCode')?.trim();
  if (code) storage.setItem(keys.campaignPromoCode, code);
}
