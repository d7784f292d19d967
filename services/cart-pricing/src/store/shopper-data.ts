import type { Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { ownerKey } from './cart-owner.js';
import { carts, paidOrders, pantryCopies, promoReservations } from './schema.js';

/** Everything cart-pricing keeps about one shopper, as stored: their part of the data export. */
export async function shopperData(db: Queryable, userId: string) {
  const owner = ownerKey({ kind: 'user', id: userId });
  const [cart, paid, reserved] = await Promise.all([
    db.select().from(carts).where(eq(carts.owner, owner)),
    db.select().from(paidOrders).where(eq(paidOrders.owner, owner)),
    db.select().from(promoReservations).where(eq(promoReservations.owner, owner)),
  ]);
  return { cart: cart[0] ?? null, paidOrders: paid, promoReservations: reserved };
}

/**
 * Forgets one shopper: their cart and pantry copy go; the promo codes their orders used still
 * count against each code's limits, under the tombstone that replaces their id.
 */
export async function forgetShopper(
  tx: Queryable,
  userId: string,
  tombstone: string,
): Promise<void> {
  const owner = ownerKey({ kind: 'user', id: userId });
  await tx.delete(carts).where(eq(carts.owner, owner));
  await tx.delete(pantryCopies).where(eq(pantryCopies.userId, userId));
  await tx.update(paidOrders).set({ owner: tombstone }).where(eq(paidOrders.owner, owner));
  await tx
    .update(promoReservations)
    .set({ owner: tombstone })
    .where(eq(promoReservations.owner, owner));
}
