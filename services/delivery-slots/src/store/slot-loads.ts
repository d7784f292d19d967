import type { Database, Queryable } from '@mise/platform';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { cities, slotLoads } from './schema.js';

/**
 * Takes one place in a slot and answers how many are taken now, or undefined when the slot is
 * full. One statement does it: the upsert locks the slot's row, and on PostgreSQL under READ
 * COMMITTED a racing transaction waits for that lock and then checks the capacity against the
 * count the first one committed, so two shoppers cannot both take the last place. `regardless`
 * takes it even past capacity, for an order that is already paid for.
 */
export async function takePlace(
  tx: Queryable,
  cityId: string,
  slotStart: Date,
  rule: 'within-capacity' | 'regardless' = 'within-capacity',
): Promise<number | undefined> {
  const capacity = sql`(select ${cities.slotCapacity} from ${cities} where ${cities.id} = ${cityId})`;
  const [load] = await tx
    .insert(slotLoads)
    .values({ cityId, slotStart, taken: 1 })
    .onConflictDoUpdate({
      target: [slotLoads.cityId, slotLoads.slotStart],
      set: { taken: sql`${slotLoads.taken} + 1` },
      ...(rule === 'within-capacity' ? { setWhere: sql`${slotLoads.taken} < ${capacity}` } : {}),
    })
    .returning({ taken: slotLoads.taken });
  return load?.taken;
}

/**
 * Locks a slot's row (made with nothing taken if nobody took a place yet) until the
 * transaction ends, so that what it reads of the slot's holds next cannot change meanwhile.
 */
export async function lockSlot(tx: Queryable, cityId: string, slotStart: Date): Promise<void> {
  await tx
    .insert(slotLoads)
    .values({ cityId, slotStart, taken: 0 })
    .onConflictDoUpdate({
      target: [slotLoads.cityId, slotLoads.slotStart],
      set: { taken: sql`${slotLoads.taken}` },
    });
}

/** Gives a place back to the slot. */
export async function freePlace(tx: Queryable, cityId: string, slotStart: Date): Promise<void> {
  await tx
    .update(slotLoads)
    .set({ taken: sql`${slotLoads.taken} - 1` })
    .where(
      and(eq(slotLoads.cityId, cityId), eq(slotLoads.slotStart, slotStart), gt(slotLoads.taken, 0)),
    );
}

/** Places taken in these slots of a city, by slot start (ms); slots nobody took are absent. */
export async function placesTaken(
  db: Database,
  cityId: string,
  slotStarts: readonly Date[],
): Promise<Map<number, number>> {
  if (slotStarts.length === 0) return new Map();
  const rows = await db
    .select({ slotStart: slotLoads.slotStart, taken: slotLoads.taken })
    .from(slotLoads)
    .where(and(eq(slotLoads.cityId, cityId), inArray(slotLoads.slotStart, [...slotStarts])));
  return new Map(rows.map((row) => [row.slotStart.getTime(), row.taken]));
}
