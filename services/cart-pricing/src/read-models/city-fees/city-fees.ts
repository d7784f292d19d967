import { type CityChanged, cityKey } from '@mise/contracts';
import type { CityFeeLookup } from '../../domain/delivery-fees.js';
import { feeConfig } from '../../domain/fees.js';

/** What the cart needs to know of a delivery city, as delivery-slots tells it. */
export type CityFee = Pick<CityChanged, 'cityId' | 'name' | 'deliveryFeeCents' | 'active'>;

/**
 * The fee of a city delivery-slots does not serve, or has not told of yet: the most a city may
 * cost, so that the cart never shows less than checkout could charge.
 */
export const DEFAULT_CITY_FEE_CENTS = feeConfig.deliveryFeeMaxCents;

/**
 * delivery-slots' cities and their fees, held in memory so that pricing a cart never waits on
 * the network (ARCHITECTURE: local read models): the served cities fetched at start, and each
 * city changed in place when delivery-slots announces a change.
 */
export interface CityFees extends CityFeeLookup {
  /** delivery-slots' list of the cities it serves, fetched whole. */
  replaceServed(cities: readonly CityFee[]): void;
  /** A city as a change announced at `changedAt` (an ISO instant) left it. */
  applyChange(city: CityFee, changedAt: string): void;
}

export function createCityFees(): CityFees {
  let served = new Map<string, CityFee>();
  // Each city as its latest change announced it. A change wins over the fetched list: the list
  // may have been read before the change was made, and a change made after the list was read is
  // announced too, so it arrives later and wins in turn.
  const changed = new Map<string, { city: CityFee; changedAt: string }>();
  let byKey = new Map<string, CityFee>();

  function reindex(): void {
    const current = new Map(served);
    for (const [cityId, { city }] of changed) current.set(cityId, city);
    byKey = new Map();
    for (const city of current.values()) {
      byKey.set(cityKey(city.cityId), city);
      byKey.set(cityKey(city.name), city);
    }
  }

  return {
    feeCents(city) {
      const found = byKey.get(cityKey(city));
      return found?.active ? found.deliveryFeeCents : DEFAULT_CITY_FEE_CENTS;
    },
    serves(city) {
      return byKey.get(cityKey(city))?.active === true;
    },
    servedRange() {
      const fees = [...byKey.values()]
        .filter((city) => city.active)
        .map((city) => city.deliveryFeeCents);
      return fees.length === 0
        ? null
        : { lowestCents: Math.min(...fees), highestCents: Math.max(...fees) };
    },
    replaceServed(cities) {
      served = new Map(cities.map((city) => [city.cityId, city]));
      reindex();
    },
    applyChange(city, changedAt) {
      // Delivered again after a newer change of the same city: already overtaken.
      const latest = changed.get(city.cityId);
      if (latest && changedAt < latest.changedAt) return;
      changed.set(city.cityId, { city, changedAt });
      reindex();
    },
  };
}
