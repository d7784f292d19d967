import type { locationsAnswer } from '@mise/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { servedLocations } from '../store/locations.js';
import { locationAnswerOf } from './answers.js';

/** /api/locations: where Pickup orders are collected. */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get(
    '/',
    async (): Promise<z.infer<typeof locationsAnswer>> => ({
      locations: (await servedLocations(db)).map(locationAnswerOf),
    }),
  );
};
