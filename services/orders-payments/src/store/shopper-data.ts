import { DELETED_CUSTOMER_NAME } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { eq, sql } from 'drizzle-orm';
import { orderHistory, orders, paymentCustomers, stripeCardHolders } from './schema.js';

/**
 * What an anonymised order keeps of its address: where the taxes were due and when it was
 * delivered; who and exactly where go.
 */
const keptAddress = sql`jsonb_build_object(
  'email', '', 'firstName', ${DELETED_CUSTOMER_NAME}::text, 'lastName', '', 'lineOne', '', 'lineTwo', '',
  'city', ${orders.address}->>'city', 'province', ${orders.address}->>'province',
  'postalCode', '', 'country', ${orders.address}->>'country', 'phone', '',
  'deliveryInstructions', '', 'date', ${orders.address}->>'date',
  'timeSlot', ${orders.address}->>'timeSlot')`;

/**
 * Anonymises a deleted shopper's orders, which the law makes the shop keep (amounts, taxes,
 * dates, lines): their id becomes the tombstone, and their name, e-mail, phone and street
 * address go. Their customer at the card provider and their hold on cards are forgotten, a
 * card staying unusable by anyone else.
 */
export async function anonymiseShopper(
  tx: Queryable,
  userId: string,
  tombstone: string,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      userId: tombstone,
      email: '',
      firstName: DELETED_CUSTOMER_NAME,
      lastName: '',
      address: keptAddress,
      customerId: null,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId));
  await tx.update(orderHistory).set({ actorId: tombstone }).where(eq(orderHistory.actorId, userId));
  await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  await tx
    .update(stripeCardHolders)
    .set({
      userId: tombstone,
      removedAt: sql`coalesce(${stripeCardHolders.removedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(stripeCardHolders.userId, userId));
}
