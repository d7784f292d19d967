import type { DeliveryPageAnswer } from '@mise/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  FIRST_SLOT_HOUR,
  LAST_SLOT_END_HOUR,
  SAME_DAY_LEAD_HOURS,
  SLOT_HOURS,
} from '../domain/slots.js';
import { servedCities } from '../store/cities.js';
import { servedLocations } from '../store/locations.js';
import { cityAnswerOf, locationAnswerOf } from './answers.js';

/** /api/delivery: what the public /delivery page shows. */
export const deliveryPageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get('/', async (): Promise<DeliveryPageAnswer> => {
    const [cities, locations] = await Promise.all([servedCities(db), servedLocations(db)]);
    return {
      cities: cities.map(cityAnswerOf),
      locations: locations.map(locationAnswerOf),
      firstSlotHour: FIRST_SLOT_HOUR,
      lastSlotEndHour: LAST_SLOT_END_HOUR,
      slotHours: SLOT_HOURS,
      sameDayLeadHours: SAME_DAY_LEAD_HOURS,
    };
  });
};
