import type { CartAnswer } from '@mise/contracts';
import { isBelowMinimum } from '@/shared/cart/minimum-order';

/** A cart /checkout takes: some recipes, and a subtotal reaching the minimum (spec §5). */
export function isWorthCheckingOut(cart: Pick<CartAnswer, 'selectedRecipes' | 'cost'>): boolean {
  return cart.selectedRecipes.length > 0 && !isBelowMinimum(cart);
}
