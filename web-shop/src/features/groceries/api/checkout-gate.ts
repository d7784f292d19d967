import type { CartAnswer } from '@mise/contracts';

/** Spec §5: checkout needs a subtotal of at least $10.00. */
export const minimumSubtotalCents = 1000;

export type CheckoutGate = 'minimum-order' | 'review-products' | 'proceed';

export function isBelowMinimum(cart: Pick<CartAnswer, 'cost'>): boolean {
  return cart.cost.subTotal < minimumSubtotalCents;
}

/**
 * What the Checkout button does (spec §5): below the minimum the minimum-order popup opens;
 * a list of staples only (no required item, some non-required line the pantry does not cover)
 * is reviewed first; anything else goes on to checkout.
 */
export function checkoutGate(cart: Pick<CartAnswer, 'cost' | 'groceries'>): CheckoutGate {
  if (isBelowMinimum(cart)) return 'minimum-order';
  const lines = (categories: CartAnswer['groceries']['requiredProducts']) =>
    categories.flatMap((category) => category.ingredients);
  const hasRequired = lines(cart.groceries.requiredProducts).length > 0;
  const hasStaplesToBuy = lines(cart.groceries.nonRequiredProducts).some(
    (line) => !line.fromUserPantry,
  );
  return !hasRequired && hasStaplesToBuy ? 'review-products' : 'proceed';
}
