import {
  ADDRESS_DELIVERY,
  type HoldAnswer,
  holdSlotBody,
  moveHoldBody,
  SLOT_TAKEN_MESSAGE,
} from '@mise/contracts';
import {
  badRequest,
  HttpProblem,
  notFound,
  parseInput,
  requireService,
  unprocessable,
} from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { servesPostalCode } from '../domain/cities.js';
import type { Clock } from '../domain/clock.js';
import { slotStartingAt } from '../domain/slots.js';
import { holdPlace, moveHold, releasePlace } from '../store/holds.js';
import type { CityRow } from '../store/schema.js';
import { holdAnswerOf } from './answers.js';
import { deliverableCity } from './served-city.js';

const holdParams = holdSlotBody.pick({ orderId: true });

const slotTaken = () => new HttpProblem(409, 'Conflict', SLOT_TAKEN_MESSAGE);

const notASlotStart = (city: CityRow) =>
  badRequest(`slotStart is not the start of a delivery slot in ${city.name}.`, [
    {
      field: 'slotStart',
      rule: 'slot_start',
      message: `slotStart must be the start of a delivery slot in ${city.name}`,
    },
  ]);

export interface HoldRouteOptions {
  clock: Clock;
  /** Wakes the outbox relay once a hold's, a move's or a release's events are committed. */
  onEventsCommitted: () => void;
}

/**
 * /api/internal/delivery: orders-payments keeps a place in a slot for an order it is about to
 * charge, moves it when the shopper changes the time, and gives it back when the payment
 * failed. Services only.
 */
export const holdRoutes: FastifyPluginAsync<HoldRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted } = options;
  const { db } = app.infra.database;

  app.post('/holds', async (request, reply): Promise<HoldAnswer> => {
    requireService(request);
    const wanted = parseInput(holdSlotBody, request.body, 'body');
    const city = await deliverableCity(db, wanted.city, wanted.deliveryType);
    const slot = slotStartingAt(new Date(wanted.slotStart), city.timeZone);
    if (!slot) throw notASlotStart(city);
    const { postalCode } = wanted;
    if (
      wanted.deliveryType === ADDRESS_DELIVERY &&
      postalCode !== undefined &&
      !servesPostalCode(city, postalCode)
    ) {
      throw unprocessable(`We do not deliver to ${postalCode} in ${city.name} yet.`, [
        {
          field: 'postalCode',
          rule: 'served_area',
          message: `postalCode ${postalCode} is outside ${city.name}`,
        },
      ]);
    }
    const held = await holdPlace(
      db,
      { orderId: wanted.orderId, shopperId: wanted.shopperId, cityId: city.id, slot },
      clock(),
    );
    if (held.outcome === 'slot-taken') throw slotTaken();
    if (held.outcome === 'held-elsewhere') {
      throw unprocessable(
        `Order ${wanted.orderId} already holds another delivery time; move it instead.`,
        [{ field: 'orderId', rule: 'held_elsewhere', message: 'orderId holds another slot' }],
      );
    }
    // A place the shopper held for another order may have been given back.
    onEventsCommitted();
    reply.code(201);
    return holdAnswerOf(held.hold, city);
  });

  /**
   * The order's payment failed: its place goes back on sale now, not when its hold lapses.
   * Idempotent: a place already free stays free, and an order that held none has none to free.
   */
  app.post('/holds/:orderId/release', async (request, reply) => {
    requireService(request);
    const { orderId } = parseInput(holdParams, request.params, 'params');
    const released = await db.transaction((tx) => releasePlace(tx, orderId, 'payment-failed'));
    if (released) onEventsCommitted();
    return reply.code(204).send();
  });

  app.post('/holds/:orderId/move', async (request): Promise<HoldAnswer> => {
    requireService(request);
    const { orderId } = parseInput(holdParams, request.params, 'params');
    const { slotStart } = parseInput(moveHoldBody, request.body, 'body');
    const moved = await moveHold(db, { orderId, slotStart: new Date(slotStart) }, clock());
    switch (moved.outcome) {
      case 'no-hold':
        throw notFound(`Order ${orderId} holds no delivery place.`);
      case 'not-a-slot':
        throw notASlotStart(moved.city);
      case 'slot-taken':
        throw slotTaken();
      case 'moved':
        onEventsCommitted();
        return holdAnswerOf(moved.hold, moved.city);
    }
  });
};
