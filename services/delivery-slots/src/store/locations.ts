import type { Database } from '@mise/platform';
import { and, asc, eq } from 'drizzle-orm';
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
