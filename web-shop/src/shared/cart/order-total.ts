import type { DeliveryFees, PricePayloadAnswer } from '@mise/contracts';

/** How the delivery fee inside a total is told. */
export type DeliveryFeeShown =
  | { kind: 'waived' }
  | { kind: 'city'; cents: number }
  /** No served city yet: any fee between these may be charged; the total counts the highest. */
  | { kind: 'range'; lowest: number; highest: number };

export type OrderTotalLine =
  | { kind: 'subtotal'; cents: number }
  | { kind: 'promo'; cents: number }
  | { kind: 'serviceFee'; cents: number }
  | { kind: 'deliveryFee'; fee: DeliveryFeeShown }
  | { kind: 'taxes'; cents: number };

/**
 * A total as the shop shows it. Every part the total adds up is a line of its own (fees
 * included), and the per-serving figure beside it is the total's: paidPerServing, which is
 * totalPrice / totalServings, so it multiplies back to the total it stands beside.
 */
export interface OrderTotal {
  lines: OrderTotalLine[];
  totalCents: number;
  /** The delivery city is not known yet, so the total counts the highest fee it may be. */
  atMost: boolean;
  perServing: { cents: number; servings: number } | null;
}

function deliveryFeeShown(cost: PricePayloadAnswer, fees: DeliveryFees): DeliveryFeeShown {
  if (cost.waiveOffDeliveryFee) return { kind: 'waived' };
  if (fees.cityKnown || fees.lowest === fees.highest || cost.deliveryFee === 0) {
    return { kind: 'city', cents: cost.deliveryFee };
  }
  return { kind: 'range', lowest: fees.lowest, highest: cost.deliveryFee };
}

/**
 * The lines of a cart's total. An empty cart pays no delivery (cost.deliveryFee is 0), so no
 * range is shown for it.
 */
export function orderTotal(cost: PricePayloadAnswer, fees: DeliveryFees): OrderTotal {
  const delivery = deliveryFeeShown(cost, fees);
  return {
    lines: [
      { kind: 'subtotal', cents: cost.subTotal },
      ...(cost.promoDiscount > 0 ? [{ kind: 'promo', cents: cost.promoDiscount } as const] : []),
      { kind: 'serviceFee', cents: cost.serviceFee },
      { kind: 'deliveryFee', fee: delivery },
      { kind: 'taxes', cents: cost.extraProductTaxes },
    ],
    totalCents: cost.totalPrice,
    atMost: delivery.kind === 'range',
    perServing:
      cost.totalServings > 0 ? { cents: cost.paidPerServing, servings: cost.totalServings } : null,
  };
}
