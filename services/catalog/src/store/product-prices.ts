import type { ProductPriceChanged } from '@mise/contracts';
import { appendToOutbox, type Database, type Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { productPriceChangedEvent } from '../events/publish/catalog-events.js';
import { outbox, products } from './schema.js';

export class UnknownProductError extends Error {
  constructor(productId: string) {
    super(`No product has the id ${productId}`);
    this.name = 'UnknownProductError';
  }
}

/** What else a price change writes in its transaction: staff's changes write their audit. */
export type PriceChangeRecorder = (tx: Queryable, change: ProductPriceChanged) => Promise<unknown>;

/**
 * Sets a product's price and tells the services that price against a copy of the catalog,
 * in one transaction (with `record`'s writes, when given). Setting the price it already has
 * changes nothing, says nothing and records nothing.
 */
export async function changeProductPrice(
  db: Database,
  productId: string,
  priceCents: number,
  record?: PriceChangeRecorder,
): Promise<ProductPriceChanged | undefined> {
  if (!Number.isInteger(priceCents) || priceCents <= 0) {
    throw new RangeError(`A price is a positive whole number of cents, not ${priceCents}`);
  }
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ ingredientId: products.ingredientId, priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new UnknownProductError(productId);
    if (product.priceCents === priceCents) return undefined;
    await tx.update(products).set({ priceCents }).where(eq(products.id, productId));
    const change: ProductPriceChanged = {
      productId,
      ingredientId: product.ingredientId,
      previousPriceCents: product.priceCents,
      priceCents,
    };
    await appendToOutbox(tx, outbox, [productPriceChangedEvent(change)]);
    await record?.(tx, change);
    return change;
  });
}
