import type { Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { normalizePromoCode } from '../domain/promo.js';
import { type CartOwner, ownerKey } from './cart-owner.js';
import { paidOrders } from './schema.js';

export interface PaidOrder {
  orderId: string;
  owner: CartOwner;
  /** As the order carried it, in any case; null when it used none. */
  promoCode: string | null;
}

/** Keeps a paid order once: the same order told twice is still one redemption. */
export async function recordPaidOrder(db: Queryable, order: PaidOrder): Promise<void> {
  const code = order.promoCode && normalizePromoCode(order.promoCode);
  await db
    .insert(paidOrders)
    .values({ orderId: order.orderId, owner: ownerKey(order.owner), promoCode: code || null })
    .onConflictDoNothing({ target: paidOrders.orderId });
}

/**
 * True while the owner has no paid order cart-pricing was told of: guests never have one, as
 * only signed-in shoppers order.
 */
export async function isFirstOrder(db: Queryable, owner: CartOwner | undefined): Promise<boolean> {
  if (owner?.kind !== 'user') return true;
  const [paid] = await db
    .select({ orderId: paidOrders.orderId })
    .from(paidOrders)
    .where(eq(paidOrders.owner, ownerKey(owner)))
    .limit(1);
  return paid === undefined;
}
