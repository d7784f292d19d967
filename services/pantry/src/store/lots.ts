import type { Queryable } from '@mise/platform';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Lot } from '../domain/lot.js';
import { lots } from './schema.js';

type LotRow = typeof lots.$inferSelect;

function lotOf(row: LotRow): Lot {
  return {
    id: row.id,
    ingredientId: row.ingredientId,
    quantity: row.quantity,
    unit: row.unit,
    purchasedOn: row.purchasedOn,
    expiresOn: row.expiresOn,
    source:
      row.source === 'order' && row.orderId !== null
        ? { kind: 'order', orderId: row.orderId }
        : { kind: row.source === 'onboarding' ? 'onboarding' : 'manual' },
    centsPerBaseUnit: row.centsPerBaseUnit,
  };
}

/** Every lot a shopper holds. */
export async function lotsOf(db: Queryable, ownerId: string): Promise<Lot[]> {
  const rows = await db
    .select()
    .from(lots)
    .where(eq(lots.ownerId, ownerId))
    .orderBy(asc(lots.ingredientId), asc(lots.createdAt));
  return rows.map(lotOf);
}

/** The shoppers holding a lot that expired before a day, in a fixed order. */
export async function ownersOfLotsExpiredBefore(db: Queryable, day: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: lots.ownerId })
    .from(lots)
    .where(lt(lots.expiresOn, day))
    .orderBy(asc(lots.ownerId));
  return rows.map((row) => row.ownerId);
}

/**
 * Deletes a shopper's lots that expired before a day and answers them: only the deleting
 * statement sees a row go, so of two runs at once only one answers each lot.
 */
export async function deleteLotsExpiredBefore(
  tx: Queryable,
  ownerId: string,
  day: string,
): Promise<(Lot & { expiresOn: string })[]> {
  const rows = await tx
    .delete(lots)
    .where(and(eq(lots.ownerId, ownerId), isNotNull(lots.expiresOn), lt(lots.expiresOn, day)))
    .returning();
  return rows
    .map(lotOf)
    .flatMap(({ expiresOn, ...lot }) => (expiresOn === null ? [] : [{ ...lot, expiresOn }]));
}

/**
 * Holds a shopper's pantry until the transaction ends, so that two changes at once are made
 * one after the other and each event tells the pantry as its change left it.
 */
export async function lockPantryOf(tx: Queryable, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pantry:${ownerId}`}, 0))`);
}

export async function insertLots(
  tx: Queryable,
  ownerId: string,
  added: readonly Omit<Lot, 'id'>[],
): Promise<void> {
  await tx.insert(lots).values(
    added.map((lot) => ({
      ownerId,
      ingredientId: lot.ingredientId,
      quantity: lot.quantity,
      unit: lot.unit,
      purchasedOn: lot.purchasedOn,
      expiresOn: lot.expiresOn,
      source: lot.source.kind,
      orderId: lot.source.kind === 'order' ? lot.source.orderId : null,
      centsPerBaseUnit: lot.centsPerBaseUnit,
    })),
  );
}

export async function deleteLots(
  tx: Queryable,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  await tx.delete(lots).where(and(eq(lots.ownerId, ownerId), inArray(lots.id, [...ids])));
}

export async function updateLot(
  tx: Queryable,
  ownerId: string,
  id: string,
  change: { quantity?: number; expiresOn?: string | null },
): Promise<void> {
  await tx
    .update(lots)
    .set(change)
    .where(and(eq(lots.ownerId, ownerId), eq(lots.id, id)));
}
