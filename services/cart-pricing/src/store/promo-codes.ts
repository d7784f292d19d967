import type { Queryable, Transaction } from '@mise/platform';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { normalizePromoCode, type PromoRule, reservationCutoff } from '../domain/promo.js';
import { type CartOwner, ownerKey } from './cart-owner.js';
import { paidOrders, promoCodes, promoReservations } from './schema.js';

type PromoRow = typeof promoCodes.$inferSelect;

function ruleOf(row: PromoRow): PromoRule {
  return {
    code: row.code,
    // The table's checks allow exactly one of the two.
    discount:
      row.percentOff !== null
        ? { kind: 'PERCENT', percent: row.percentOff }
        : { kind: 'FIXED', amountCents: row.amountOffCents ?? 0 },
    minSubtotalCents: row.minSubtotalCents,
    firstOrderOnly: row.firstOrderOnly,
    ...(row.validFrom ? { validFrom: row.validFrom } : {}),
    ...(row.validUntil ? { validUntil: row.validUntil } : {}),
    ...(row.maxRedemptions !== null ? { maxRedemptions: row.maxRedemptions } : {}),
    ...(row.maxRedemptionsPerUser !== null
      ? { maxRedemptionsPerUser: row.maxRedemptionsPerUser }
      : {}),
  };
}

/** The rule of an active code, typed in any case; null when there is no such code. */
export async function findPromoRule(db: Queryable, code: string): Promise<PromoRule | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, normalizePromoCode(code)), eq(promoCodes.active, true)));
  return row ? ruleOf(row) : null;
}

/**
 * Locks the code's row until the transaction ends: checkouts with the same code then count
 * and reserve its uses one after another. A code with no row needs none: it is refused.
 */
export async function lockPromoCode(tx: Transaction, code: string): Promise<void> {
  await tx
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)))
    .for('update');
}

/** Where a code's uses are counted from. */
export interface CountedAt {
  now: Date;
  /** The order being quoted: its own reservation is not a use against it. */
  exceptOrder?: string;
}

/**
 * How often a code is used, by everyone and by this owner: its paid orders, and the live
 * reservations of orders not paid yet. Its limits count these. One statement, so one snapshot:
 * an order paid meanwhile (its reservation gone, its paid row there) is seen on one side.
 */
export async function redemptionCounts(
  db: Queryable,
  code: string,
  owner: CartOwner | undefined,
  { now, exceptOrder }: CountedAt,
): Promise<{ redemptions: number; userRedemptions: number }> {
  const normalized = normalizePromoCode(code);
  // A union, not a union all: an order both paid and still reserved is one use.
  const uses = db
    .select({ orderId: paidOrders.orderId, owner: paidOrders.owner })
    .from(paidOrders)
    .where(eq(paidOrders.promoCode, normalized))
    .union(
      db
        .select({ orderId: promoReservations.orderId, owner: promoReservations.owner })
        .from(promoReservations)
        .where(
          and(
            eq(promoReservations.promoCode, normalized),
            gt(promoReservations.reservedAt, reservationCutoff(now)),
            exceptOrder === undefined ? undefined : ne(promoReservations.orderId, exceptOrder),
          ),
        ),
    )
    .as('uses');
  const [counted] = await db
    .select({
      all: count(),
      own: owner
        ? sql<number>`count(*) filter (where ${uses.owner} = ${ownerKey(owner)})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(uses);
  return { redemptions: counted?.all ?? 0, userRedemptions: counted?.own ?? 0 };
}
