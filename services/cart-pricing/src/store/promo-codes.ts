import type { PromotionStatus, PromotionsQuery } from '@mise/contracts';
import type { Queryable, Transaction } from '@mise/platform';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
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

// Staff's promo codes (/api/admin/promotions).

export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'code' | 'active' | 'createdAt'>;

/** A code as staff see it: its row, its paid orders, and where it stands at `now`. */
export interface StaffPromoCode extends PromoRow {
  redemptions: number;
  status: PromotionStatus;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Where a code stands at `now`, as domain/promo.ts applies it: ended from its end on (or once
 * switched off), scheduled before its start, active in between.
 */
const statusAt = (now: Date) =>
  sql<PromotionStatus>`case
    when not ${promoCodes.active} or ${promoCodes.validUntil} <= ${at(now)} then 'ended'
    when ${promoCodes.validFrom} > ${at(now)} then 'scheduled'
    else 'active' end`;

/** The paid orders that used the code: its redemptions. */
const paidRedemptions = sql<number>`(select count(*) from ${paidOrders} where ${paidOrders.promoCode} = ${promoCodes.code})`;

const staffColumns = (now: Date) => ({
  ...getTableColumns(promoCodes),
  redemptions: paidRedemptions.mapWith(Number),
  status: statusAt(now),
});

const sortColumns = {
  code: promoCodes.code,
  createdAt: promoCodes.createdAt,
  redemptions: paidRedemptions,
} as const;

function matching(query: PromotionsQuery, now: Date): SQL | undefined {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    pattern
      ? or(ilike(promoCodes.code, pattern), ilike(promoCodes.influencerId, pattern))
      : undefined,
    query.status ? sql`${statusAt(now)} = ${query.status}` : undefined,
  );
}

/** One page of the codes matching the query, and how many match in all. */
export async function listStaffPromoCodes(
  db: Queryable,
  query: PromotionsQuery,
  now: Date,
): Promise<{ codes: StaffPromoCode[]; total: number }> {
  const where = matching(query, now);
  const direction = query.order === 'ASC' ? asc : desc;
  const [codes, [counted]] = await Promise.all([
    db
      .select(staffColumns(now))
      .from(promoCodes)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(promoCodes.code))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ total: count() }).from(promoCodes).where(where),
  ]);
  return { codes, total: counted?.total ?? 0 };
}

/** A code as staff see it, typed in any case; `lock` holds its row until the transaction ends. */
export async function findStaffPromoCode(
  db: Queryable,
  code: string,
  now: Date,
  { lock = false } = {},
): Promise<StaffPromoCode | undefined> {
  const query = db
    .select(staffColumns(now))
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Adds a code; false (and nothing written) when the code exists already. */
export async function insertPromoCode(
  tx: Queryable,
  code: string,
  values: PromoCodeValues,
): Promise<boolean> {
  const inserted = await tx
    .insert(promoCodes)
    .values({ ...values, code })
    .onConflictDoNothing({ target: promoCodes.code })
    .returning({ code: promoCodes.code });
  return inserted.length > 0;
}

export async function updatePromoCode(
  tx: Queryable,
  code: string,
  values: Partial<PromoCodeValues>,
): Promise<void> {
  await tx.update(promoCodes).set(values).where(eq(promoCodes.code, code));
}
