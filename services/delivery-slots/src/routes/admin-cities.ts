import {
  type AdminCityAnswer,
  type adminCitiesAnswer,
  adminCitiesQuery,
  type adminCityDayAnswer,
  adminCityDayParams,
  adminDeliveryIdParams,
  updateCityBody,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { changeCity } from '../app/change-city.js';
import { cityDay } from '../app/city-day.js';
import type { Clock } from '../domain/clock.js';
import { findCity, listCities } from '../store/cities.js';
import type { CityRow } from '../store/schema.js';
import { adminCityAnswerOf } from './answers.js';

export interface AdminCityRouteOptions {
  /** The service's "now", for which slots of a day are still open. */
  clock: Clock;
  /** Wakes the outbox relay once a change's event is committed. */
  onEventsCommitted: () => void;
}

const unknownCity = (id: string) => notFound(`No delivery city has the id ${id}.`);

/**
 * /api/admin/delivery/cities: staff list the cities, set each one's fee and slot capacity,
 * switch it on or off, and read a day of its slots with their bookings. A change is audited and
 * announced (delivery.city.changed): the cart shows the fee checkout will charge.
 */
export const adminCityRoutes: FastifyPluginAsync<AdminCityRouteOptions> = async (
  app,
  { clock, onEventsCommitted },
) => {
  const { db } = app.infra.database;
  const found = (city: CityRow | undefined, id: string): { data: AdminCityAnswer } => {
    if (!city) throw unknownCity(id);
    return { data: adminCityAnswerOf(city) };
  };

  app.get('/', async (request): Promise<z.infer<typeof adminCitiesAnswer>> => {
    requireStaff(request, 'read');
    const query = parseInput(adminCitiesQuery, request.query, 'query');
    const { cities, total } = await listCities(db, query);
    return { data: cities.map(adminCityAnswerOf), total };
  });

  app.get('/:id', async (request): Promise<{ data: AdminCityAnswer }> => {
    requireStaff(request, 'read');
    const { id } = parseInput(adminDeliveryIdParams, request.params, 'params');
    return found(await findCity(db, id), id);
  });

  app.put('/:id', async (request): Promise<{ data: AdminCityAnswer }> => {
    requireStaff(request, 'delivery.write');
    const { id } = parseInput(adminDeliveryIdParams, request.params, 'params');
    const change = parseInput(updateCityBody, request.body, 'body');
    const changed = await changeCity(db, request, id, change);
    if (changed) onEventsCommitted();
    return found(changed, id);
  });

  app.get('/:id/days/:date', async (request): Promise<z.infer<typeof adminCityDayAnswer>> => {
    requireStaff(request, 'read');
    const { id, date } = parseInput(adminCityDayParams, request.params, 'params');
    const day = await cityDay(db, id, date, clock());
    if (!day) throw unknownCity(id);
    return { data: day };
  });
};
