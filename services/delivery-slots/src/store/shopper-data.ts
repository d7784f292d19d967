import type { Queryable } from '@mise/platform';
import { asc, eq } from 'drizzle-orm';
import { slotHolds } from './schema.js';

/** The places in delivery slots held or booked for one shopper: their part of the data export. */
export async function shopperData(db: Queryable, userId: string) {
  const bookings = await db
    .select({
      orderId: slotHolds.orderId,
      cityId: slotHolds.cityId,
      slotStart: slotHolds.slotStart,
      slotEnd: slotHolds.slotEnd,
      state: slotHolds.state,
      createdAt: slotHolds.createdAt,
    })
    .from(slotHolds)
    .where(eq(slotHolds.shopperId, userId))
    .orderBy(asc(slotHolds.createdAt));
  return { bookings };
}

/**
 * Forgets who held the places: the places themselves stay, as a slot's load counts them and
 * the anonymised orders still name them.
 */
export async function forgetShopper(tx: Queryable, userId: string): Promise<void> {
  await tx.update(slotHolds).set({ shopperId: null }).where(eq(slotHolds.shopperId, userId));
}
