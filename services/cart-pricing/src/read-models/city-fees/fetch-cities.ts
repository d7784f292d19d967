import { citiesAnswer } from '@mise/contracts';
import { type KeepFetching, keepFetching, type Logger, serviceCaller } from '@mise/platform';
import type { FastifyInstance } from 'fastify';

import type { CityFee, CityFees } from './city-fees.js';

// The shop delivers in Canada: carts take Canadian provinces only.
const CITIES_PATH = '/api/cities?countryCode=CA';

/** Fetches the cities delivery-slots serves once; throws when it cannot give them now. */
export type FetchServedCities = () => Promise<CityFee[]>;

/**
 * delivery-slots' public list of the cities it serves, asked as one service asks another:
 * over HTTP to its process when SERVICE_URLS names `delivery-slots` (the distributed runtime),
 * else through this very server (the embedded runtime and tests).
 */
export function servedCitiesFetcher(app: FastifyInstance): FetchServedCities {
  const call = serviceCaller(app, 'cart-pricing', 'delivery-slots');
  return async () => {
    const answer = await call({ method: 'GET', path: CITIES_PATH });
    if (answer.status !== 200) {
      throw new Error(`delivery-slots answered ${answer.status} for its cities`);
    }
    // delivery-slots is another service: its answer is checked at this edge like any input.
    return citiesAnswer.parse(answer.body).cities.map((city) => ({
      cityId: city._id,
      name: city.name,
      deliveryFeeCents: city.deliveryFee,
      // The list holds the cities delivery-slots serves, and only those.
      active: true,
    }));
  };
}

/**
 * Fills the copy with delivery-slots' list, asking again with backoff until it answers; the
 * cart shows the default fee meanwhile.
 */
export function firstServedCities(
  cityFees: CityFees,
  fetchServed: FetchServedCities,
  logger: Logger,
): KeepFetching {
  return keepFetching(
    'city fees',
    async () => {
      const cities = await fetchServed();
      cityFees.replaceServed(cities);
      logger.info({ cities: cities.length }, 'city fees loaded');
    },
    logger,
  );
}
