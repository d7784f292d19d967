import type { CartAnswer } from '@mise/contracts';

export type BrandTier = CartAnswer['brandType'];

/**
 * Spec §3 "Brand preference": a tier without a product for an ingredient is priced at the
 * low-cost product's price times its coefficient.
 */
export const brandTiers: { tier: BrandTier; coefficient: number }[] = [
  { tier: 'LOW_COST', coefficient: 1 },
  { tier: 'PREMIUM', coefficient: 1.08 },
  { tier: 'ORGANIC', coefficient: 1.12 },
];

export function coefficientOf(tier: BrandTier): number {
  return brandTiers.find((entry) => entry.tier === tier)?.coefficient ?? 1;
}
