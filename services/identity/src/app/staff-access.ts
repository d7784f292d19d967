import type { SessionAnswer } from '@mise/contracts';
import { appendToOutbox, type Database, HttpProblem, notFound } from '@mise/platform';
import { customerAccountAccessedEvent } from '../events/publish/sign-in-events.js';
import { outbox } from '../store/schema.js';
import { recordStaffAction } from '../store/staff-audit.js';
import { findUserByEmail, type UserRow } from '../store/users.js';

/**
 * Opens a customer's account to a staff member who signed in with their own credentials: the
 * audit row and the event commit together. Staff accounts are never opened this way: one staff
 * member cannot act as another.
 */
export async function accessCustomerAccount(
  db: Database,
  staff: UserRow,
  customerEmail: string,
  ip: string,
): Promise<{ customer: UserRow; accessedBy: NonNullable<SessionAnswer['accessedBy']> }> {
  if (staff.role !== 'staff') {
    throw new HttpProblem(403, 'Forbidden', 'This needs a staff account.');
  }
  const customer = await findUserByEmail(db, customerEmail);
  if (customer?.role !== 'customer') {
    throw notFound(`No customer account has the e-mail address ${customerEmail}.`);
  }
  const accessedBy = { staffId: staff.id, emailAddress: staff.emailAddress };
  await db.transaction(async (tx) => {
    const auditId = await recordStaffAction(tx, {
      action: 'access-customer-account',
      staff: accessedBy,
      customer: { id: customer.id, emailAddress: customer.emailAddress },
      ip,
    });
    await appendToOutbox(tx, outbox, [
      customerAccountAccessedEvent({ staffId: staff.id, customerId: customer.id, auditId }),
    ]);
  });
  return { customer, accessedBy };
}
