import { type AdminCityAnswer, type adminCitiesAnswer, updateCityBody } from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { changeCity } from '../app/change-city.js';
import { allCities } from '../store/cities.js';
import { adminCityAnswerOf } from './answers.js';

const cityIdParams = z.object({ id: z.string().min(1).max(100) });

export interface AdminCityRouteOptions {
  /** Wakes the outbox relay once a change's event is committed. */
  onEventsCommitted: () => void;
}

/**
 * /api/admin/delivery: staff set each city's fee and slot capacity, and switch it on or off.
 * A change is audited and announced (delivery.city.changed): the cart shows the fee checkout
 * will charge.
 */
export const adminCityRoutes: FastifyPluginAsync<AdminCityRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;

  app.get('/cities', async (request): Promise<z.infer<typeof adminCitiesAnswer>> => {
    requireStaff(request, 'read');
    return { cities: (await allCities(db)).map(adminCityAnswerOf) };
  });

  app.put('/cities/:id', async (request): Promise<AdminCityAnswer> => {
    requireStaff(request, 'delivery.write');
    const { id } = parseInput(cityIdParams, request.params, 'params');
    const change = parseInput(updateCityBody, request.body, 'body');
    const changed = await changeCity(db, request, id, change);
    if (!changed) throw notFound(`No delivery city has the id ${id}.`);
    onEventsCommitted();
    return adminCityAnswerOf(changed);
  });
};
