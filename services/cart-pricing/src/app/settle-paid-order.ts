import type { OrderPaid } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import type { CartOwner } from '../store/cart-owner.js';
import { emptyBoughtCart } from '../store/carts.js';
import { recordPaidOrder } from '../store/paid-orders.js';
import { releasePromo } from '../store/promo-reservations.js';

/**
 * A paid order empties the cart it bought and counts its promo code (its redemption, and the
 * end of the shopper's first order) in place of the code's reservation. A paid order cancelled
 * later keeps its redemption, as orders-payments keeps it from being a first order again.
 * Returns false when the cart was kept as it is: changed since checkout, or gone.
 */
export async function settlePaidOrder(tx: Queryable, paid: OrderPaid): Promise<boolean> {
  const owner: CartOwner = { kind: 'user', id: paid.userId };
  await recordPaidOrder(tx, { orderId: paid.orderId, owner, promoCode: paid.promoCode });
  await releasePromo(tx, paid.orderId);
  return emptyBoughtCart(tx, owner, paid.cartVersion);
}
