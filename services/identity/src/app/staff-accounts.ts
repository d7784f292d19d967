import type { NewStaffMemberBody, StaffRole } from '@mise/contracts';
import { auditStaffAction, HttpProblem } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setStaffRole } from '../store/admin-accounts.js';
import { outbox } from '../store/schema.js';
import { endSessions } from '../store/sessions.js';
import { createUser, lockUser, type UserRow } from '../store/users.js';
import { accountOfKind, refuseOwnAccount } from './account-state.js';
import { staffMemberOf } from './admin-views.js';
import { type LinkContext, requestPasswordMail } from './mailed-links.js';

/** The fields of a staff member the audit keeps. */
const auditedFields = (user: UserRow) => {
  const { id: _id, isPasswordSet: _set, ...fields } = staffMemberOf(user);
  return fields;
};

/**
 * Makes a staff account with no password and mails its member a link to set one (the same
 * `set` link a social-only account gets): the account, the mail's request and the audit entry
 * commit together. 409 when the address has an account already, a customer's included.
 */
export async function createStaffMember(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewStaffMemberBody,
  link: LinkContext,
): Promise<UserRow> {
  return app.infra.database.db.transaction(async (tx) => {
    const created = await createUser(tx, { ...body, role: 'staff' });
    if (!created) {
      throw new HttpProblem(
        409,
        'Conflict',
        `An account already has the e-mail address ${body.emailAddress}.`,
      );
    }
    await requestPasswordMail(tx, created, 'set', link);
    await auditStaffAction(tx, outbox, request, 'identity', {
      action: 'staff.create',
      record: { type: 'staff', id: created.id },
      before: null,
      after: auditedFields(created),
    });
    return created;
  });
}

/**
 * Gives a staff member another role. Their sessions end: each token carries the role it was
 * signed with. Nobody changes their own role; the same role again writes nothing.
 */
export async function changeStaffRole(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  staffRole: StaffRole,
): Promise<UserRow> {
  const { user, ended } = await app.infra.database.db.transaction(async (tx) => {
    const before = accountOfKind(await lockUser(tx, id), 'staff', id);
    refuseOwnAccount(request, before, 'change the role of');
    if (staffMemberOf(before).staffRole === staffRole) return { user: before, ended: [] };
    const after = await setStaffRole(tx, id, staffRole);
    if (!after) throw new Error(`The staff member ${id} was just locked and is gone.`);
    const ended = await endSessions(tx, id, null, 'staff-role-changed', new Date());
    await auditStaffAction(tx, outbox, request, 'identity', {
      action: 'staff.role',
      record: { type: 'staff', id },
      before: { staffRole: staffMemberOf(before).staffRole },
      after: { staffRole: staffMemberOf(after).staffRole },
    });
    return { user: after, ended };
  });
  app.sessions.ended(ended);
  return user;
}
