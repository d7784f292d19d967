import type { Database } from '@mise/platform';
import { cities, pickupLocations } from './schema.js';
import { seedCities, seedPickupLocations } from './seed-data.js';

/** Writes the seed cities and locations that are missing; never overwrites what staff changed. */
export async function seedOnFirstStart(db: Database): Promise<void> {
  await db
    .insert(cities)
    .values([...seedCities])
    .onConflictDoNothing();
  await db
    .insert(pickupLocations)
    .values([...seedPickupLocations])
    .onConflictDoNothing();
}
