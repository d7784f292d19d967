import { type revokeSessionsAnswer, revokeSessionsBody, userIdParams } from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { revokeCustomerSessions } from '../app/revoke-customer-sessions.js';

/**
 * /api/admin/identity/users/:userId/revoke-sessions: staff sign a customer out everywhere (a
 * stolen phone, a shared computer), saying why.
 */
export const staffRevocationRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/users/:userId/revoke-sessions',
    async (request): Promise<z.infer<typeof revokeSessionsAnswer>> => {
      requireStaff(request, 'customers.disable');
      const { userId } = parseInput(userIdParams, request.params, 'params');
      const { reason } = parseInput(revokeSessionsBody, request.body, 'body');
      return { endedSessions: await revokeCustomerSessions(app, request, userId, reason) };
    },
  );
};
