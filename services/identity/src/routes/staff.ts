import {
  accessCustomerAccountBody,
  type SessionAnswer,
  STAFF_ACCESS_MINUTES,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { attemptThrottle } from '../app/attempt-throttle.js';
import { accountForCredentials } from '../app/credentials.js';
import { startRecordedSession } from '../app/session-records.js';
import { accessCustomerAccount } from '../app/staff-access.js';
import { userView } from '../app/user-view.js';
import { passwordGuesses } from '../domain/throttle.js';
import type { IdentityRouteOptions } from './route-options.js';

/**
 * /api/auth/login/access-customer-account: a staff member, with their own credentials, opens a
 * customer's account to help them, saying why, for 30 minutes. Every opening is audited and
 * mailed to the customer; the session keeps who they are, and each request made with it is
 * tagged in the audit.
 */
export const staffAccessRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted, passwords } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);

  app.post('/login/access-customer-account', async (request, reply): Promise<SessionAnswer> => {
    const { emailAddress, password, userEmail, reason } = parseInput(
      accessCustomerAccountBody,
      request.body,
      'body',
    );
    const staff = await accountForCredentials(db, passwords, guesses, reply, {
      emailAddress,
      password,
    });
    const { customer, accessedBy } = await accessCustomerAccount(db, request, staff, {
      customerEmail: userEmail,
      reason,
      at: new Date(),
    });
    onEventsCommitted();
    const token = await startRecordedSession(
      app,
      reply,
      {
        userId: customer.id,
        role: customer.role,
        emailAddress: customer.emailAddress,
        staff: { ...accessedBy, ...(staff.staffRole ? { staffRole: staff.staffRole } : {}) },
      },
      STAFF_ACCESS_MINUTES * 60,
    );
    return { token, user: await userView(db, customer), accessedBy };
  });
};
