/**
 * Extra products: catalog items the shopper adds beside the recipes' groceries. The selection
 * is the spec's map of product id to quantity (pack count); price and taxable flag come from
 * the catalog.
 */
import { assertCents } from './money.js';

export interface ExtraProduct {
  id: string;
  /** Price of one pack, in cents. */
  priceCents: number;
  /** Groceries are zero-rated; an extra with this flag is charged provincial sales tax. */
  taxable: boolean;
}

export interface ExtraLine {
  productId: string;
  quantity: number;
  priceCents: number;
  taxable: boolean;
  /** quantity x priceCents. */
  amountCents: number;
}

export interface ExtraTotals {
  /** Sum of the lines' amounts, in cents. */
  totalCents: number;
  /** Sum of the taxable lines' amounts, in cents: the sales-tax base. */
  taxableCents: number;
}

export function extraLines(
  selection: ReadonlyMap<string, number>,
  catalog: ReadonlyMap<string, ExtraProduct>,
): ExtraLine[] {
  return [...selection].map(([productId, quantity]) => {
    const product = catalog.get(productId);
    if (!product) throw new RangeError(`unknown extra product '${productId}'`);
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`extra product '${productId}' has quantity ${quantity}`);
    }
    assertCents(product.priceCents, `price of extra product '${productId}'`);
    return {
      productId,
      quantity,
      priceCents: product.priceCents,
      taxable: product.taxable,
      amountCents: quantity * product.priceCents,
    };
  });
}

export function extraTotals(lines: readonly ExtraLine[]): ExtraTotals {
  let totalCents = 0;
  let taxableCents = 0;
  for (const line of lines) {
    totalCents += line.amountCents;
    if (line.taxable) taxableCents += line.amountCents;
  }
  return { totalCents, taxableCents };
}
