import type { Queryable } from '@mise/platform';
import { and, eq, lte } from 'drizzle-orm';
import { reservationCutoff } from '../domain/promo.js';
import { type CartOwner, ownerKey } from './cart-owner.js';
import { promoReservations } from './schema.js';

export interface PromoReservation {
  orderId: string;
  owner: CartOwner;
  /** Upper-cased, as the quote applied it. */
  promoCode: string;
  reservedAt: Date;
}

/**
 * Reserves the code for the order, or renews its reservation: a quote asked again for the same
 * order (a retry) holds one use, now of the code it applied last.
 */
export async function reservePromo(db: Queryable, reservation: PromoReservation): Promise<void> {
  const row = { ...reservation, owner: ownerKey(reservation.owner) };
  await db
    .insert(promoReservations)
    .values(row)
    .onConflictDoUpdate({
      target: promoReservations.orderId,
      set: { promoCode: row.promoCode, reservedAt: row.reservedAt },
    });
}

/**
 * Ends the order's reservation, if it has one; with an owner, only a reservation of theirs.
 * Ending it twice is ending it once.
 */
export async function releasePromo(db: Queryable, orderId: string, owner?: CartOwner) {
  await db
    .delete(promoReservations)
    .where(
      and(
        eq(promoReservations.orderId, orderId),
        owner && eq(promoReservations.owner, ownerKey(owner)),
      ),
    );
}

/**
 * Deletes the code's reservations that ran out (their checkout died before the order was
 * stored): they no longer count, and the code's next quote is where they are seen.
 */
export async function dropLapsedReservations(db: Queryable, promoCode: string, now: Date) {
  await db
    .delete(promoReservations)
    .where(
      and(
        eq(promoReservations.promoCode, promoCode),
        lte(promoReservations.reservedAt, reservationCutoff(now)),
      ),
    );
}
