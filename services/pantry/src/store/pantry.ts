import type { Queryable } from '@mise/platform';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { lots } from './schema.js';

/** A shopper's pantry counted: for the staff console's summary of a customer. */
export interface PantryCounts {
  items: number;
  lots: number;
  valueCents: number;
  lotsWithoutValue: number;
  expiringSoon: number;
}

/**
 * Counts a shopper's pantry: ingredients and lots held, what the lots with a known price cost
 * (rounded to the cent), and the lots expiring on `expiringBy` or before.
 */
export async function countPantryOf(
  db: Queryable,
  ownerId: string,
  expiringBy: string,
): Promise<PantryCounts> {
  const [counts] = await db
    .select({
      items: sql<number>`count(distinct ${lots.ingredientId})::integer`,
      lots: sql<number>`count(*)::integer`,
      valueCents: sql<number>`coalesce(round(sum(${lots.quantity} * ${lots.centsPerBaseUnit})), 0)::integer`,
      lotsWithoutValue: sql<number>`(count(*) filter (where ${lots.centsPerBaseUnit} is null))::integer`,
    })
    .from(lots)
    .where(eq(lots.ownerId, ownerId));
  const [expiring] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(lots)
    .where(
      and(eq(lots.ownerId, ownerId), isNotNull(lots.expiresOn), lte(lots.expiresOn, expiringBy)),
    );
  return {
    items: Number(counts?.items ?? 0),
    lots: Number(counts?.lots ?? 0),
    valueCents: Number(counts?.valueCents ?? 0),
    lotsWithoutValue: Number(counts?.lotsWithoutValue ?? 0),
    expiringSoon: Number(expiring?.n ?? 0),
  };
}
