import type { CartAnswer } from '@mise/contracts';
import { isBelowMinimum } from '@/shared/cart/minimum-order';
import { linesOf } from './ingredient-lines';

export type CheckoutGate = 'minimum-order' | 'review-products' | 'proceed';

/**
 * What the Checkout button does (spec §5): below the minimum the minimum-order popup opens;
 * a list of staples only (no required item, some non-required line the pantry does not cover)
 * is reviewed first; anything else goes on to checkout.
 */
export function checkoutGate(cart: Pick<CartAnswer, 'cost' | 'groceries'>): CheckoutGate {
  if (isBelowMinimum(cart)) return 'minimum-order';
  const hasRequired = linesOf(cart.groceries.requiredProducts).length > 0;
  const hasStaplesToBuy = linesOf(cart.groceries.nonRequiredProducts).some(
    (line) => !line.fromUserPantry,
  );
  return !hasRequired && hasStaplesToBuy ? 'review-products' : 'proceed';
}
