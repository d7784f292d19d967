import type { CheckoutQuote } from '@mise/contracts';

type OrderProduct = CheckoutQuote['products'][number];
type OrderExtraProduct = CheckoutQuote['extraProducts'][number];

/** One line of an order that staff can refund on its own: a product's packs, or an extra. */
export interface RefundableLine {
  productId: string;
  name: string;
  amountCents: number;
}

/**
 * The line of `productId` in the order, with what it cost (the packs bought for every
 * ingredient it serves, or the extra product's amount); undefined when the order has none.
 */
export function refundableLine(
  order: { products: readonly OrderProduct[]; extraProducts: readonly OrderExtraProduct[] },
  productId: string,
): RefundableLine | undefined {
  const packs = order.products.filter((product) => product.productId === productId);
  const extra = order.extraProducts.find((product) => product.productId === productId);
  const amountCents =
    packs.reduce((sum, product) => sum + product.amount, 0) + (extra?.amount ?? 0);
  const name = packs[0]?.name ?? extra?.name;
  return name === undefined ? undefined : { productId, name, amountCents };
}
