import type { AccountDataPart } from '@mise/contracts';
import { requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { mailsSentTo } from '../store/recipient-data.js';

/**
 * GET /api/users/mails/account-data: the mails sent to the signed-in shopper's address, their
 * part of the data export.
 */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AccountDataPart> => {
    const { emailAddress } = requireSession(request);
    return mailsSentTo(app.infra.database.db, emailAddress);
  });
};
