import type { Queryable } from '@mise/platform';
import { and, count, eq } from 'drizzle-orm';
import { normalizePromoCode, type PromoRule } from '../domain/promo.js';
import { type CartOwner, ownerKey } from './cart-owner.js';
import { paidOrders, promoCodes } from './schema.js';

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
 * How often a code was used by paid orders, by everyone and by this owner: its limits count
 * these. Without an owner only the first count can be known.
 */
export async function redemptionCounts(
  db: Queryable,
  code: string,
  owner: CartOwner | undefined,
): Promise<{ redemptions: number; userRedemptions: number }> {
  const normalized = normalizePromoCode(code);
  const [all] = await db
    .select({ n: count() })
    .from(paidOrders)
    .where(eq(paidOrders.promoCode, normalized));
  const [own] = owner
    ? await db
        .select({ n: count() })
        .from(paidOrders)
        .where(and(eq(paidOrders.promoCode, normalized), eq(paidOrders.owner, ownerKey(owner))))
    : [];
  return { redemptions: all?.n ?? 0, userRedemptions: own?.n ?? 0 };
}
