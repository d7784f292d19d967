import type { CityAnswer } from '@mise/contracts';
import type { Database } from '@mise/platform';
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

/** Applies a staff change; undefined when no city has this id. */
export async function changeCity(
  db: Database,
  id: string,
  change: CityChange,
): Promise<CityRow | undefined> {
  const [changed] = await db
    .update(cities)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(cities.id, id))
    .returning();
  return changed;
}
