import { describe, expect, it } from 'vitest';
import { type CatalogProduct, indexProducts, packsForTier } from './tier-prices.js';

const products: CatalogProduct[] = [
  { id: 'rice-lc', ingredientId: 'rice', brandType: 'LOW_COST', packSize: 900, priceCents: 199 },
  { id: 'rice-lc-2', ingredientId: 'rice', brandType: 'LOW_COST', packSize: 2000, priceCents: 399 },
  { id: 'rice-org', ingredientId: 'rice', brandType: 'ORGANIC', packSize: 750, priceCents: 549 },
  { id: 'salt-pr', ingredientId: 'salt', brandType: 'PREMIUM', packSize: 500, priceCents: 299 },
];
const index = indexProducts(products);

describe('packsForTier', () => {
  it("offers the tier's own products at their price", () => {
    expect(packsForTier(index, 'rice', 'ORGANIC')).toEqual({
      ingredientId: 'rice',
      tier: 'ORGANIC',
      productTier: 'ORGANIC',
      fallback: false,
      packs: [{ productId: 'rice-org', packSize: 750, priceCents: 549 }],
    });
  });

  it('falls back to LOW_COST times the coefficient, and says so', () => {
    expect(packsForTier(index, 'rice', 'PREMIUM')).toEqual({
      ingredientId: 'rice',
      tier: 'PREMIUM',
      productTier: 'LOW_COST',
      fallback: true,
      packs: [
        { productId: 'rice-lc', packSize: 900, priceCents: 215 }, // 199 x 1.08 = 214.92
        { productId: 'rice-lc-2', packSize: 2000, priceCents: 431 }, // 399 x 1.08 = 430.92
      ],
    });
  });

  it('offers LOW_COST as is', () => {
    const offer = packsForTier(index, 'rice', 'LOW_COST');
    expect(offer.fallback).toBe(false);
    expect(offer.packs.map((p) => p.priceCents)).toEqual([199, 399]);
  });

  it('offers nothing when neither the tier nor LOW_COST has a product', () => {
    expect(packsForTier(index, 'salt', 'ORGANIC')).toMatchObject({ fallback: false, packs: [] });
    expect(packsForTier(index, 'saffron', 'LOW_COST')).toMatchObject({ packs: [] });
  });
});
