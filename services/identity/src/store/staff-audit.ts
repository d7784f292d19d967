import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mise/platform';
import { count, desc } from 'drizzle-orm';
import { staffAudit } from './schema.js';

export type StaffAction =
  | 'access-customer-account'
  | 'update-customer-profile'
  | 'revoke-customer-sessions';

export interface StaffActionEntry {
  action: StaffAction;
  staff: { staffId: string; emailAddress: string };
  customer: { id: string; emailAddress: string };
  ip: string;
  reason?: string;
}

/** Records a staff action; call it in the transaction of the change it records. */
export async function recordStaffAction(db: Queryable, entry: StaffActionEntry): Promise<string> {
  const id = randomUUID();
  await db.insert(staffAudit).values({
    id,
    action: entry.action,
    staffId: entry.staff.staffId,
    staffEmail: entry.staff.emailAddress,
    customerId: entry.customer.id,
    customerEmail: entry.customer.emailAddress,
    reason: entry.reason ?? null,
    ip: entry.ip,
  });
  return id;
}

/** One page of the audit trail, newest first, with how many entries there are in all. */
export async function auditPage(db: Queryable, page: number, perPage: number) {
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(perPage)
      .offset(page * perPage),
    db.select({ n: count() }).from(staffAudit),
  ]);
  return { entries, total: total?.n ?? 0 };
}
