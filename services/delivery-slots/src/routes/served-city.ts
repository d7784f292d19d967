import { type DeliveryType, PICKUP } from '@mise/contracts';
import { type Database, notFound } from '@mise/platform';
import { findCity } from '../domain/cities.js';
import { servedCities } from '../store/cities.js';
import { servedLocations } from '../store/locations.js';
import type { CityRow } from '../store/schema.js';

/** A served city named by its slug or its name (any case, any accents); else a 404. */
export async function servedCity(db: Database, wanted: string): Promise<CityRow> {
  const city = findCity(await servedCities(db), wanted);
  if (!city) throw notFound(`We do not deliver to ${wanted} yet.`);
  return city;
}

/** As servedCity, and for Pickup, one with a pickup location open. */
export async function deliverableCity(
  db: Database,
  wanted: string,
  deliveryType: DeliveryType,
): Promise<CityRow> {
  const city = await servedCity(db, wanted);
  if (deliveryType === PICKUP) {
    const locations = await servedLocations(db);
    if (!locations.some((location) => location.cityId === city.id)) {
      throw notFound(`There is no pickup location in ${city.name} yet.`);
    }
  }
  return city;
}
