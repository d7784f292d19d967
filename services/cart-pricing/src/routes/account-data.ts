import type { AccountDataPart } from '@mise/contracts';
import { requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { shopperData } from '../store/shopper-data.js';

/** GET /api/cart/account-data: the signed-in shopper's part of their data export. */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AccountDataPart> => {
    const { userId } = requireSession(request);
    return shopperData(app.infra.database.db, userId);
  });
};
