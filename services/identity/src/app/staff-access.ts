import { type SessionAnswer, STAFF_ACCESS_MINUTES, staffMay } from '@mise/contracts';
import {
  appendToOutbox,
  auditStaffAction,
  type Database,
  HttpProblem,
  notFound,
} from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { customerAccountAccessedEvent } from '../events/publish/sign-in-events.js';
import { outbox } from '../store/schema.js';
import { findUserByEmail, type UserRow } from '../store/users.js';

/** When a staff member's access to a customer's account that starts `at` ends. */
export const staffAccessEndsAt = (at: Date) =>
  new Date(at.getTime() + STAFF_ACCESS_MINUTES * 60_000);

/**
 * Opens a customer's account to a staff member who signed in with their own credentials, for
 * STAFF_ACCESS_MINUTES and for the reason given: the audit entry and the event that mails the
 * customer commit together. Staff accounts are never opened this way: one staff member cannot
 * act as another.
 */
export async function accessCustomerAccount(
  db: Database,
  request: FastifyRequest,
  staff: UserRow,
  access: { customerEmail: string; reason: string; at: Date },
): Promise<{ customer: UserRow; accessedBy: NonNullable<SessionAnswer['accessedBy']> }> {
  const { customerEmail, reason } = access;
  if (staff.role !== 'staff') {
    throw new HttpProblem(403, 'Forbidden', 'This needs a staff account.');
  }
  const role = staff.staffRole ?? 'support';
  if (!staffMay(role, 'customers.access')) {
    throw new HttpProblem(
      403,
      'Forbidden',
      `Your role (${role}) may not open customers' accounts.`,
    );
  }
  const customer = await findUserByEmail(db, customerEmail);
  if (customer?.role !== 'customer') {
    throw notFound(`No customer account has the e-mail address ${customerEmail}.`);
  }
  if (customer.disabledAt !== null) {
    throw new HttpProblem(
      409,
      'Conflict',
      `The account of ${customerEmail} is disabled: enable it to open it.`,
    );
  }
  const accessedBy = { staffId: staff.id, emailAddress: staff.emailAddress };
  await db.transaction(async (tx) => {
    const auditId = await auditStaffAction(
      tx,
      outbox,
      request,
      'identity',
      { action: 'customers.access', record: { type: 'customer', id: customer.id }, reason },
      {
        actor: { id: staff.id, emailAddress: staff.emailAddress, role },
        onBehalfOf: { id: customer.id, emailAddress: customer.emailAddress },
      },
    );
    await appendToOutbox(tx, outbox, [
      customerAccountAccessedEvent({
        userId: customer.id,
        emailAddress: customer.emailAddress,
        firstName: customer.firstName,
        language: customer.language,
        staffId: staff.id,
        customerId: customer.id,
        auditId,
        reason,
        endsAt: staffAccessEndsAt(access.at).toISOString(),
      }),
    ]);
  });
  return { customer, accessedBy };
}
