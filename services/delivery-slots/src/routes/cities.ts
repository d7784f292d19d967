import { type CityAnswer, type citiesAnswer, citiesQuery, daysParams } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { servedCities } from '../store/cities.js';
import { cityAnswerOf } from './answers.js';
import { servedCity } from './served-city.js';

const cityParams = daysParams.pick({ city: true });

/** /api/cities: the cities the shop delivers to, all or one. */
export const cityRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get('/', async (request): Promise<z.infer<typeof citiesAnswer>> => {
    const { countryCode } = parseInput(citiesQuery, request.query, 'query');
    return { cities: (await servedCities(db, countryCode)).map(cityAnswerOf) };
  });

  app.get('/:city', async (request): Promise<CityAnswer> => {
    const { city } = parseInput(cityParams, request.params, 'params');
    return cityAnswerOf(await servedCity(db, city));
  });
};
