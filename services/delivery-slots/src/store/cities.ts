import type { CityAnswer } from '@mise/contracts';
import { appendToOutbox, type Database } from '@mise/platform';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cityChangedEvent } from '../events/publish/city-events.js';
import { type CityRow, cities, outbox } from './schema.js';

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

/**
 * Applies a staff change and announces the city as it now stands, in one transaction;
 * undefined (and nothing announced) when no city has this id.
 */
export function changeCity(
  db: Database,
  id: string,
  change: CityChange,
): Promise<CityRow | undefined> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(cities)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(cities.id, id))
      .returning();
    if (changed) await appendToOutbox(tx, outbox, [cityChangedEvent(changed)]);
    return changed;
  });
}
