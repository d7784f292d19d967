import type { CartAnswer, PricePayloadAnswer } from '@mise/contracts';

export type BrandTier = CartAnswer['brandType'];

/**
 * The brand tiers (docs/adr/0010-brand-tier-pricing.md). Each tier buys its own products, in
 * their own pack sizes. Where a tier has no product for an ingredient the shopper gets the
 * low-cost product at the low-cost price plus the tier's markup (the spec's coefficients 1,
 * 1.08 and 1.12), and the line says so in those words.
 */
export const brandTiers: { tier: BrandTier; markupPercent: number }[] = [
  { tier: 'LOW_COST', markupPercent: 0 },
  { tier: 'PREMIUM', markupPercent: 8 },
  { tier: 'ORGANIC', markupPercent: 12 },
];

export function markupPercentOf(tier: BrandTier): number {
  return brandTiers.find((entry) => entry.tier === tier)?.markupPercent ?? 0;
}

/** A priced cart's groceries at one tier: the server's figures for it. */
export type TierPrice = { tier: BrandTier } & Pick<
  PricePayloadAnswer,
  'priceOfRequiredProducts' | 'totalServings'
>;

export type TierSwitch = { from: BrandTier; to: BrandTier; changePerServingCents: number };

/**
 * How a tier switch is explained: the change per serving, the groceries' price at the new tier
 * minus at the old one, over the cart's servings, rounded to the cent half away from zero (so
 * switching back reads as the same amount the other way). Null when there is nothing to
 * compare: the same tier, no servings, or servings that changed in between.
 */
export function tierSwitch(before: TierPrice, after: TierPrice): TierSwitch | null {
  if (before.tier === after.tier) return null;
  if (before.totalServings !== after.totalServings || after.totalServings <= 0) return null;
  const change =
    (after.priceOfRequiredProducts - before.priceOfRequiredProducts) / after.totalServings;
  const cents = Math.round(Math.abs(change));
  return {
    from: before.tier,
    to: after.tier,
    changePerServingCents: cents === 0 ? 0 : Math.sign(change) * cents,
  };
}
