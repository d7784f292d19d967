import { accessCustomerAccountBody, type SessionAnswer } from '@mise/contracts';
import { appendToOutbox, HttpProblem, notFound, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { attemptThrottle } from '../app/attempt-throttle.js';
import { accountForCredentials } from '../app/credentials.js';
import { startRecordedSession } from '../app/session-records.js';
import { userView } from '../app/user-view.js';
import { passwordGuesses } from '../domain/throttle.js';
import { customerAccountAccessedEvent } from '../events/publish/sign-in-events.js';
import { outbox } from '../store/schema.js';
import { recordStaffAction } from '../store/staff-audit.js';
import { findUserByEmail } from '../store/users.js';
import type { IdentityRouteOptions } from './route-options.js';

/**
 * /api/auth/login/access-customer-account: a staff member, with their own credentials, opens a
 * customer's account to help them. Every opening is audited; the session keeps who they are.
 */
export const staffAccessRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);

  app.post('/login/access-customer-account', async (request, reply): Promise<SessionAnswer> => {
    const { emailAddress, password, userEmail } = parseInput(
      accessCustomerAccountBody,
      request.body,
      'body',
    );
    const staff = await accountForCredentials(db, guesses, reply, { emailAddress, password });
    if (staff.role !== 'staff') {
      throw new HttpProblem(403, 'Forbidden', 'This needs a staff account.');
    }
    const customer = await findUserByEmail(db, userEmail);
    // Staff accounts are never opened this way: one staff member cannot act as another.
    if (customer?.role !== 'customer') {
      throw notFound(`No customer account has the e-mail address ${userEmail}.`);
    }
    const accessedBy = { staffId: staff.id, emailAddress: staff.emailAddress };
    await db.transaction(async (tx) => {
      const auditId = await recordStaffAction(tx, {
        action: 'access-customer-account',
        staff: accessedBy,
        customer: { id: customer.id, emailAddress: customer.emailAddress },
        ip: request.ip,
      });
      await appendToOutbox(tx, outbox, [
        customerAccountAccessedEvent({ staffId: staff.id, customerId: customer.id, auditId }),
      ]);
    });
    onEventsCommitted();
    const token = await startRecordedSession(app, reply, {
      userId: customer.id,
      role: customer.role,
      emailAddress: customer.emailAddress,
      staff: accessedBy,
    });
    return { token, user: await userView(db, customer), accessedBy };
  });
};
