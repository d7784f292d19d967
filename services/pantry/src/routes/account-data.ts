import type { AccountDataPart } from '@mise/contracts';
import { type Database, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { shopperData } from '../store/shopper-data.js';

/** GET /api/users/pantry/account-data: the signed-in shopper's part of their data export. */
export const accountDataRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/', async (request): Promise<AccountDataPart> => {
    const { userId } = requireSession(request);
    return shopperData(db, userId);
  });
};
