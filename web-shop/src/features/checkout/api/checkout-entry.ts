import type { CartAnswer } from '@mise/contracts';

/**
 * Spec §5 and README: an order needs a product subtotal of at least $10.00. The grocery list's
 * Checkout button applies the same rule (groceries/api/checkout-gate.ts); the server enforces it.
 */
export const minimumSubtotalCents = 1000;

/** A cart /checkout takes: some recipes, and a subtotal reaching the minimum. */
export function isWorthCheckingOut(cart: Pick<CartAnswer, 'selectedRecipes' | 'cost'>): boolean {
  return cart.selectedRecipes.length > 0 && cart.cost.subTotal >= minimumSubtotalCents;
}
