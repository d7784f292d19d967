import { auditStaffAction, notFound } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { outbox } from '../store/schema.js';
import { endSessions } from '../store/sessions.js';
import { findUserById } from '../store/users.js';

/**
 * Signs a customer out everywhere at a staff member's request, saying why: the audit row and
 * the end commit together. Answers how many sessions ended.
 */
export async function revokeCustomerSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: string,
  reason: string,
): Promise<number> {
  const { db } = app.infra.database;
  const customer = await findUserById(db, customerId);
  // Staff accounts end their sessions by a role change or by being disabled, both audited as such.
  if (customer?.role !== 'customer')
    throw notFound(`No customer account has the id ${customerId}.`);
  const ended = await db.transaction(async (tx) => {
    await auditStaffAction(tx, outbox, request, 'identity', {
      action: 'customers.end-sessions',
      record: { type: 'customer', id: customer.id },
      reason,
    });
    return endSessions(tx, customer.id, null, 'staff-revoked', new Date());
  });
  app.sessions.ended(ended);
  return ended.length;
}
