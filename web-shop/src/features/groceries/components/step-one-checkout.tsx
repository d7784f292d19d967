import { useCart } from '@/shared/cart';
import { GroceryCheckout } from './grocery-checkout';

/**
 * The bottom bar's Checkout at step 1: the grocery list's own button, so its minimum-order and
 * review-products popups apply there too. Nothing until the cart has been priced.
 */
export function StepOneCheckout() {
  const { cart, isSaving, isStale } = useCart();
  if (!cart) return null;
  return <GroceryCheckout answer={cart} pending={isSaving || isStale} />;
}
