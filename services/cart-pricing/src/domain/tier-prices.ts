/**
 * The packs a brand tier offers for an ingredient. A tier that has products for the
 * ingredient offers exactly those; a tier that has none falls back to the LOW_COST products,
 * each priced at the LOW_COST price times the tier's coefficient (rounded by money.ts), and
 * says so (`fallback: true`). An ingredient without any LOW_COST product has no packs.
 */
import { brandTypes } from '@mise/contracts';
import { scalePrice } from './money.js';
import type { PackOffer } from './pack-mix.js';

/** The contracts' brand types, in the order the shop offers them. */
export const brandTiers = brandTypes;
export type BrandTier = (typeof brandTiers)[number];

/** Price coefficients of the tiers (spec: brand preference). */
export const tierCoefficients: Readonly<Record<BrandTier, number>> = {
  LOW_COST: 1,
  PREMIUM: 1.08,
  ORGANIC: 1.12,
};

/** The catalog product fields pricing needs (a copy of the catalog seed's product shape). */
export interface CatalogProduct {
  id: string;
  ingredientId: string;
  brandType: BrandTier;
  /** Pack content in the ingredient's base unit. */
  packSize: number;
  priceCents: number;
}

export interface TierPacks {
  ingredientId: string;
  /** The tier asked for. */
  tier: BrandTier;
  /** The tier whose products are offered: `tier`, or LOW_COST on fallback. */
  productTier: BrandTier;
  /** True when the tier has no product for the ingredient and LOW_COST x coefficient is used. */
  fallback: boolean;
  packs: PackOffer[];
}

/** Products grouped per ingredient and tier, for repeated look-ups. */
export type ProductIndex = ReadonlyMap<string, ReadonlyMap<BrandTier, readonly CatalogProduct[]>>;

export function indexProducts(products: readonly CatalogProduct[]): ProductIndex {
  const index = new Map<string, Map<BrandTier, CatalogProduct[]>>();
  for (const product of products) {
    const tiers = index.get(product.ingredientId) ?? new Map<BrandTier, CatalogProduct[]>();
    const list = tiers.get(product.brandType) ?? [];
    list.push(product);
    tiers.set(product.brandType, list);
    index.set(product.ingredientId, tiers);
  }
  return index;
}

const toOffer = (product: CatalogProduct, priceCents: number): PackOffer => ({
  productId: product.id,
  packSize: product.packSize,
  priceCents,
});

export function packsForTier(
  index: ProductIndex,
  ingredientId: string,
  tier: BrandTier,
): TierPacks {
  const tiers = index.get(ingredientId);
  const own = tiers?.get(tier) ?? [];
  if (own.length > 0) {
    return {
      ingredientId,
      tier,
      productTier: tier,
      fallback: false,
      packs: own.map((p) => toOffer(p, p.priceCents)),
    };
  }
  const lowCost = tiers?.get('LOW_COST') ?? [];
  const coefficient = tierCoefficients[tier];
  return {
    ingredientId,
    tier,
    productTier: 'LOW_COST',
    fallback: tier !== 'LOW_COST' && lowCost.length > 0,
    packs: lowCost.map((p) => toOffer(p, scalePrice(p.priceCents, coefficient))),
  };
}
