import { notFound, type Session } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { endSessions } from '../store/sessions.js';
import { recordStaffAction } from '../store/staff-audit.js';
import { findUserById } from '../store/users.js';

/**
 * Signs a customer out everywhere at a staff member's request, saying why: the audit row and
 * the end commit together. Answers how many sessions ended.
 */
export async function revokeCustomerSessions(
  app: FastifyInstance,
  staff: Session,
  customerId: string,
  { reason, ip }: { reason: string; ip: string },
): Promise<number> {
  const { db } = app.infra.database;
  const customer = await findUserById(db, customerId);
  if (!customer) throw notFound(`No account has the id ${customerId}.`);
  const ended = await db.transaction(async (tx) => {
    await recordStaffAction(tx, {
      action: 'revoke-customer-sessions',
      staff: { staffId: staff.userId, emailAddress: staff.emailAddress },
      customer: { id: customer.id, emailAddress: customer.emailAddress },
      ip,
      reason,
    });
    return endSessions(tx, customer.id, null, 'staff-revoked', new Date());
  });
  app.sessions.ended(ended);
  return ended.length;
}
