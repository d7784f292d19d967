import type { FastifyInstance } from 'fastify';
import { auditStaffAction } from '../audit/staff-actions.js';
import type { OutboxTable } from '../db/messaging-tables.js';

/**
 * Tags in the audit every request a staff member makes from a customer's account to this
 * service: what was asked and how it was answered, so the customer's record shows everything
 * done in their name, reads included. Tagged after the answer, in a transaction of its own: a
 * tag that cannot be written is logged and never fails the request.
 */
export function tagRequestsMadeAsCustomer(
  app: FastifyInstance,
  service: string,
  outbox: OutboxTable,
  onTagged: () => void,
): void {
  // A callback hook: an async one would cost every request, tagged or not, a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.session;
    if (!session?.staff || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return done();
    }
    auditStaffAction(app.infra.database.db, outbox, request, service, {
      action: 'requests.as-customer',
      record: { type: 'customer', id: session.userId },
      after: { status: reply.statusCode },
    }).then(onTagged, (error: unknown) =>
      request.log.error({ err: error }, 'could not tag a request made from a customer account'),
    );
    done();
  });
}
