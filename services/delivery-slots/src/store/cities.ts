import type { CityAnswer } from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CityRow, cities } from './schema.js';

/** The cities shoppers may choose, by name; all of a country's when one is given. */
export function servedCities(
  db: Database,
  countryCode?: CityAnswer['countryCode'],
): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(
      and(eq(cities.active, true), countryCode ? eq(cities.countryCode, countryCode) : undefined),
    )
    .orderBy(asc(cities.name));
}

/** Every city, served or not, for staff. */
export function allCities(db: Database): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.name));
}

export interface CityChange {
  deliveryFeeCents?: number | undefined;
  slotCapacity?: number | undefined;
  active?: boolean | undefined;
}

/** The city, locked until the transaction ends; undefined when no city has this id. */
export async function lockCity(tx: Queryable, id: string): Promise<CityRow | undefined> {
  const [city] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
  return city;
}

export async function updateCity(tx: Queryable, id: string, change: CityChange): Promise<CityRow> {
  const [changed] = await tx
    .update(cities)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(cities.id, id))
    .returning();
  if (!changed) throw new Error(`city ${id} vanished while locked`);
  return changed;
}
