import { revokeSessionsBody, userIdParams } from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { endSessions } from '../store/sessions.js';
import { recordStaffAction } from '../store/staff-audit.js';
import { findUserById } from '../store/users.js';

/**
 * /api/admin/identity/users/:userId/revoke-sessions: staff sign a customer out everywhere (a
 * stolen phone, a shared computer), saying why; the audit row and the end commit together.
 */
export const staffRevocationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.post('/users/:userId/revoke-sessions', async (request, reply) => {
    const staff = requireStaff(request);
    const { userId } = parseInput(userIdParams, request.params, 'params');
    const { reason } = parseInput(revokeSessionsBody, request.body, 'body');
    const customer = await findUserById(db, userId);
    if (!customer) throw notFound(`No account has the id ${userId}.`);
    const ended = await db.transaction(async (tx) => {
      await recordStaffAction(tx, {
        action: 'revoke-customer-sessions',
        staff: { staffId: staff.userId, emailAddress: staff.emailAddress },
        customer: { id: customer.id, emailAddress: customer.emailAddress },
        ip: request.ip,
        reason,
      });
      return endSessions(tx, customer.id, null, 'staff-revoked', new Date());
    });
    app.sessions.ended(ended);
    return reply.status(200).send({ endedSessions: ended.length });
  });
};
