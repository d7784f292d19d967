import { type DaysAnswer, daysParams, daysQuery } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { offerSlots } from '../domain/availability.js';
import type { Clock } from '../domain/clock.js';
import { localDate } from '../domain/local-time.js';
import { slotsOfDay } from '../domain/slots.js';
import { placesTaken } from '../store/slot-loads.js';
import { cityAnswerOf } from './answers.js';
import { deliverableCity } from './served-city.js';

/** /api/days/:timestamp/:city/:deliveryType: the slots of one day in a city, and what is left. */
export const dayRoutes: FastifyPluginAsync<{ clock: Clock }> = async (app, { clock }) => {
  const { db } = app.infra.database;

  app.get('/:timestamp/:city/:deliveryType', async (request): Promise<DaysAnswer> => {
    const {
      timestamp,
      city: wanted,
      deliveryType,
    } = parseInput(daysParams, request.params, 'params');
    // Validated only: there are no delivery zones, so combined or not, it is one entry a slot.
    parseInput(daysQuery, request.query, 'query');
    const city = await deliverableCity(db, wanted, deliveryType);
    const now = clock();
    const date = localDate(new Date(timestamp), city.timeZone);
    const slots = slotsOfDay(date, city.timeZone);
    const taken = await placesTaken(
      db,
      city.id,
      slots.map((slot) => slot.start),
    );
    const offered = offerSlots(slots, city.slotCapacity, taken, now);
    return {
      data: {
        date,
        city: cityAnswerOf(city),
        available: offered.some((slot) => slot.available),
        timeSlots: offered.map((slot) => ({
          label: slot.label,
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          available: slot.available,
          remaining: slot.remaining,
        })),
      },
      currentTime: now.toISOString(),
    };
  });
};
