/**
 * The order's fees, in integer cents. The amounts are configuration (spec README, "Product
 * decisions"), so they live in `feeConfig` and nowhere else.
 */
import { assertCents, roundCents } from './money.js';

export const feeConfig = {
  /** Service fee: this share of the product subtotal, clamped to the bounds below. */
  serviceFeeRate: 0.03,
  serviceFeeMinCents: 99,
  serviceFeeMaxCents: 399,
  /** A city's delivery fee is between 0 and this. */
  deliveryFeeMaxCents: 500,
} as const;

/**
 * 3 % of the product subtotal, at least 99 ¢ and at most 399 ¢. An empty cart pays no service
 * fee: there is nothing to serve, and the checkout summary must not show a fee on $0.00.
 */
export function serviceFee(productSubtotalCents: number): number {
  assertCents(productSubtotalCents, 'product subtotal');
  if (productSubtotalCents === 0) return 0;
  const fee = roundCents(productSubtotalCents * feeConfig.serviceFeeRate);
  return Math.min(feeConfig.serviceFeeMaxCents, Math.max(feeConfig.serviceFeeMinCents, fee));
}

/** The delivery city's fee, or 0 when the shopper shared their menu (`waiveOffDeliveryFee`). */
export function deliveryFee(cityFeeCents: number, waiveOffDeliveryFee: boolean): number {
  assertCents(cityFeeCents, 'city delivery fee');
  if (cityFeeCents > feeConfig.deliveryFeeMaxCents) {
    throw new RangeError(
      `city delivery fee ${cityFeeCents} ¢ is above ${feeConfig.deliveryFeeMaxCents} ¢`,
    );
  }
  return waiveOffDeliveryFee ? 0 : cityFeeCents;
}
