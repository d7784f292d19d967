import {
  type AdminLocationAnswer,
  adminDeliveryIdParams,
  adminLocationBody,
  adminLocationChange,
  type adminLocationsAnswer,
  adminLocationsQuery,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { changeLocation, createLocation } from '../app/pickup-locations.js';
import { findStaffLocation, listStaffLocations, type StaffLocation } from '../store/locations.js';

export interface AdminLocationRouteOptions {
  /** Wakes the outbox relay once a change's audit entry is committed. */
  onEventsCommitted: () => void;
}

const answerOf = ({ id, ...fields }: StaffLocation): AdminLocationAnswer => ({
  _id: id,
  ...fields,
});

/**
 * /api/admin/delivery/locations: staff list, add and change pickup locations, and switch them
 * off. Every staff member reads them; operations and admins write (delivery.write), each write
 * audited in its transaction. There is no DELETE: orders keep the location they were collected
 * at (orders-payments holds which), so a location is switched off instead.
 */
export const adminLocationRoutes: FastifyPluginAsync<AdminLocationRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;
  const idOf = (request: FastifyRequest) =>
    parseInput(adminDeliveryIdParams, request.params, 'params').id;
  const found = (location: StaffLocation | undefined, id: string) => {
    if (!location) throw notFound(`No pickup location has the id ${id}.`);
    return { data: answerOf(location) };
  };

  app.get('/', async (request): Promise<z.infer<typeof adminLocationsAnswer>> => {
    requireStaff(request, 'read');
    const query = parseInput(adminLocationsQuery, request.query, 'query');
    const { locations, total } = await listStaffLocations(db, query);
    return { data: locations.map(answerOf), total };
  });

  app.get('/:id', async (request): Promise<{ data: AdminLocationAnswer }> => {
    requireStaff(request, 'read');
    const id = idOf(request);
    return found(await findStaffLocation(db, id), id);
  });

  app.post('/', async (request, reply): Promise<{ data: AdminLocationAnswer }> => {
    requireStaff(request, 'delivery.write');
    const body = parseInput(adminLocationBody, request.body, 'body');
    const created = await createLocation(db, request, body);
    onEventsCommitted();
    reply.code(201);
    return { data: answerOf(created) };
  });

  app.put('/:id', async (request): Promise<{ data: AdminLocationAnswer }> => {
    requireStaff(request, 'delivery.write');
    const id = idOf(request);
    const change = parseInput(adminLocationChange, request.body, 'body');
    const changed = await changeLocation(db, request, id, change);
    if (changed) onEventsCommitted();
    return found(changed, id);
  });
};
