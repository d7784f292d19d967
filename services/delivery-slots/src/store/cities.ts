import type { AdminCitiesQuery, CityAnswer } from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
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

/** Text staff typed, as a LIKE pattern matching it anywhere. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the cities, served or not, matching staff's query, and how many match in all. */
export async function listCities(
  db: Queryable,
  query: AdminCitiesQuery,
): Promise<{ cities: CityRow[]; total: number }> {
  const where = and(
    query.q ? ilike(cities.name, containing(query.q)) : undefined,
    query.active ? eq(cities.active, query.active === 'true') : undefined,
  );
  const direction = query.order === 'ASC' ? asc : desc;
  const [page, [counted]] = await Promise.all([
    db
      .select()
      .from(cities)
      .where(where)
      .orderBy(direction(cities.name), direction(cities.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ total: count() }).from(cities).where(where),
  ]);
  return { cities: page, total: counted?.total ?? 0 };
}

/** A city, served or not; undefined when no city has this id. */
export async function findCity(db: Queryable, id: string): Promise<CityRow | undefined> {
  const [city] = await db.select().from(cities).where(eq(cities.id, id));
  return city;
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
