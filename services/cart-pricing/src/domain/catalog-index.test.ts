import { describe, expect, it } from 'vitest';
import { cartInput } from '../testing/copy-builder.js';
import { kitchen } from '../testing/kitchen.js';
import { indexCatalog, priceCart, withProductPrice } from './pricing-engine.js';

const cart = cartInput({
  recipes: [
    { id: 'risotto', servings: 4 },
    { id: 'pilaf', servings: 4 },
  ],
  extraGroceries: { bread: 1 },
});

describe('indexCatalog', () => {
  it('indexes the copy by id and ranks the grocery categories by order', () => {
    const catalog = indexCatalog(kitchen);
    expect(catalog.copy).toBe(kitchen);
    expect(catalog.recipes.get('pilaf')?.defaultServings).toBe(4);
    expect(catalog.ingredients.get('salt')?.required).toBe(false);
    expect(catalog.products.get('milk-2l')?.priceCents).toBe(479);
    expect([...catalog.categoryRank]).toEqual([
      ['produce', 0],
      ['dairy', 1],
      ['pantry', 2],
    ]);
    expect(
      catalog.pricer.index
        .get('milk')
        ?.get('ORGANIC')
        ?.map((p) => p.id),
    ).toEqual(['milk-1l-org']);
  });
});

describe('withProductPrice', () => {
  it('prices later carts with the new price and leaves the old catalog as it was', () => {
    const before = indexCatalog(kitchen);
    expect(priceCart(cart, before).cost.priceOfRequiredProducts).toBe(1534);
    // Butter 599 -> 649: the one 454 g pack costs 50 more.
    const after = withProductPrice(before, 'butter-454', 649);
    expect(priceCart(cart, after).cost.priceOfRequiredProducts).toBe(1584);
    expect(after.products.get('butter-454')?.priceCents).toBe(649);
    expect(after.copy.products.find((p) => p._id === 'butter-454')?.priceCents).toBe(649);
    expect(priceCart(cart, before).cost.priceOfRequiredProducts).toBe(1534);
  });

  it("keeps the other ingredients' pack tables and rebuilds the changed one's", () => {
    const before = indexCatalog(kitchen);
    priceCart(cart, before);
    const after = withProductPrice(before, 'butter-454', 649);
    expect(after.pricer.pricing('milk', 'LOW_COST')).toBe(
      before.pricer.pricing('milk', 'LOW_COST'),
    );
    expect(after.pricer.pricing('butter', 'LOW_COST')).not.toBe(
      before.pricer.pricing('butter', 'LOW_COST'),
    );
  });

  it('can change the cheapest mix: a cheaper big pack wins', () => {
    // Rice 1100 g: 2 x 900 g = 398 before; the 2 kg pack at 350 wins after.
    const after = withProductPrice(indexCatalog(kitchen), 'rice-2k', 350);
    expect(priceCart(cart, after).cost.priceOfRequiredProducts).toBe(1534 - 398 + 350);
  });

  it('changes extra products too, and ignores ids it does not have', () => {
    const before = indexCatalog(kitchen);
    const after = withProductPrice(before, 'bread', 319);
    expect(priceCart(cart, after).cost.totalPriceExtra).toBe(319);
    expect(withProductPrice(before, 'no-such-product', 100)).toBe(before);
    expect(withProductPrice(before, 'bread', 299)).toBe(before);
  });

  it('refuses a price that is not positive whole cents', () => {
    const catalog = indexCatalog(kitchen);
    expect(() => withProductPrice(catalog, 'bread', 0)).toThrow(RangeError);
    expect(() => withProductPrice(catalog, 'bread', 2.5)).toThrow(RangeError);
  });
});
