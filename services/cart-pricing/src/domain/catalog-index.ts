/**
 * The catalog copy indexed for pricing (see PricingCatalog in cart.ts), and the one way it
 * changes between copies: a product's price.
 */
import type { PricingCopy, PricingCopyProduct } from '@mise/contracts';
import type { PricingCatalog } from './cart.js';
import { type TierPricer, tierPricer } from './tier-pricer.js';
import { type CatalogProduct, indexProducts } from './tier-prices.js';

const byId = <T extends { _id: string }>(items: readonly T[]): ReadonlyMap<string, T> =>
  new Map(items.map((item) => [item._id, item]));

const asCatalogProduct = (product: PricingCopyProduct): CatalogProduct => ({
  id: product._id,
  ingredientId: product.ingredientId,
  brandType: product.brandType,
  packSize: product.packSize,
  priceCents: product.priceCents,
});

function build(copy: PricingCopy, pricer: (index: ReturnType<typeof indexProducts>) => TierPricer) {
  const ranked = [...copy.groceryCategories].sort(
    (a, b) => a.order - b.order || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
  const catalog: PricingCatalog = {
    copy,
    recipes: byId(copy.recipes),
    ingredients: byId(copy.ingredients),
    products: byId(copy.products),
    extraProducts: byId(copy.extraProducts),
    categoryRank: new Map(ranked.map((category, rank) => [category._id, rank])),
    groceryCategories: byId(copy.groceryCategories),
    pricer: pricer(indexProducts(copy.products.map(asCatalogProduct))),
  };
  return catalog;
}

/** Indexes a copy; call once per copy, the result is reused for every cart. */
export function indexCatalog(copy: PricingCopy): PricingCatalog {
  return build(copy, (index) => tierPricer(index));
}

/**
 * The catalog after a product's price changed (event catalog.product.price-changed), as a new
 * catalog: carts being priced against the old one finish with the old prices. Grocery products
 * and extra products are both looked up; an id in neither leaves the catalog as it is (the
 * event may be about a product this copy does not have yet). Only the changed ingredient's
 * pack tables are rebuilt.
 */
export function withProductPrice(
  catalog: PricingCatalog,
  productId: string,
  priceCents: number,
): PricingCatalog {
  if (!(Number.isSafeInteger(priceCents) && priceCents > 0)) {
    throw new RangeError(`price of ${productId} must be positive whole cents, got ${priceCents}`);
  }
  const { copy } = catalog;
  const product = catalog.products.get(productId);
  if (product) {
    if (product.priceCents === priceCents) return catalog;
    const products = copy.products.map((p) => (p._id === productId ? { ...p, priceCents } : p));
    return build({ ...copy, products }, (index) =>
      tierPricer(index, { from: catalog.pricer, changedIngredientId: product.ingredientId }),
    );
  }
  const extra = catalog.extraProducts.get(productId);
  if (!extra || extra.priceCents === priceCents) return catalog;
  const extraProducts = copy.extraProducts.map((p) =>
    p._id === productId ? { ...p, priceCents } : p,
  );
  return { ...catalog, copy: { ...copy, extraProducts }, extraProducts: byId(extraProducts) };
}
