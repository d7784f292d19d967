import type { AdminLocationsQuery } from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { containing } from './cities.js';
import { cities, pickupLocations } from './schema.js';

/** Open pickup locations in served cities, with the city they are in. */
export function servedLocations(db: Database) {
  return db
    .select({
      id: pickupLocations.id,
      name: pickupLocations.name,
      cityId: pickupLocations.cityId,
      lineOne: pickupLocations.lineOne,
      postalCode: pickupLocations.postalCode,
      hours: pickupLocations.hours,
      cityName: cities.name,
      province: cities.province,
    })
    .from(pickupLocations)
    .innerJoin(cities, eq(cities.id, pickupLocations.cityId))
    .where(and(eq(pickupLocations.active, true), eq(cities.active, true)))
    .orderBy(asc(cities.name), asc(pickupLocations.name));
}
export type ServedLocation = Awaited<ReturnType<typeof servedLocations>>[number];

const staffColumns = {
  id: pickupLocations.id,
  name: pickupLocations.name,
  cityId: pickupLocations.cityId,
  cityName: cities.name,
  lineOne: pickupLocations.lineOne,
  postalCode: pickupLocations.postalCode,
  hours: pickupLocations.hours,
  active: pickupLocations.active,
};
export interface StaffLocation {
  id: string;
  name: string;
  cityId: string;
  cityName: string;
  lineOne: string;
  postalCode: string;
  hours: string;
  active: boolean;
}

const staffLocations = (db: Queryable) =>
  db
    .select(staffColumns)
    .from(pickupLocations)
    .innerJoin(cities, eq(cities.id, pickupLocations.cityId));

const sortColumns = { name: pickupLocations.name, cityId: pickupLocations.cityId } as const;

/** One page of every location, open or not, matching staff's query, and how many match. */
export async function listStaffLocations(
  db: Queryable,
  query: AdminLocationsQuery,
): Promise<{ locations: StaffLocation[]; total: number }> {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    pattern
      ? or(ilike(pickupLocations.name, pattern), ilike(pickupLocations.lineOne, pattern))
      : undefined,
    query.cityId ? eq(pickupLocations.cityId, query.cityId) : undefined,
    query.active ? eq(pickupLocations.active, query.active === 'true') : undefined,
  );
  const direction = query.order === 'ASC' ? asc : desc;
  const [page, [counted]] = await Promise.all([
    staffLocations(db)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(pickupLocations.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ total: count() }).from(pickupLocations).where(where),
  ]);
  return { locations: page, total: counted?.total ?? 0 };
}

/** A location as staff see it; `lock` holds its row until the transaction ends. */
export async function findStaffLocation(
  db: Queryable,
  id: string,
  { lock = false } = {},
): Promise<StaffLocation | undefined> {
  if (lock) {
    // Locked on its own: FOR UPDATE OF cannot name a table qualified by its schema.
    await db
      .select({ id: pickupLocations.id })
      .from(pickupLocations)
      .where(eq(pickupLocations.id, id))
      .for('update');
  }
  const [location] = await staffLocations(db).where(eq(pickupLocations.id, id));
  return location;
}

export interface LocationValues {
  name: string;
  cityId: string;
  lineOne: string;
  postalCode: string;
  hours: string;
  active: boolean;
}

/** Adds a location; false (and nothing written) when its id is taken already. */
export async function insertLocation(
  tx: Queryable,
  id: string,
  values: LocationValues,
): Promise<boolean> {
  const inserted = await tx
    .insert(pickupLocations)
    .values({ id, ...values })
    .onConflictDoNothing({ target: pickupLocations.id })
    .returning({ id: pickupLocations.id });
  return inserted.length > 0;
}

export async function updateLocation(
  tx: Queryable,
  id: string,
  values: Partial<LocationValues>,
): Promise<void> {
  await tx.update(pickupLocations).set(values).where(eq(pickupLocations.id, id));
}
