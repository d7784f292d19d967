import { auditStaffAction, HttpProblem, notFound } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setDisabledAt } from '../store/admin-accounts.js';
import { outbox } from '../store/schema.js';
import { endSessions } from '../store/sessions.js';
import { lockUser, type UserRow } from '../store/users.js';

/** Whose account staff disable or enable: a customer's, or another staff member's. */
export type AccountKind = 'customer' | 'staff';

const names: Record<AccountKind, { action: string; missing: (id: string) => string }> = {
  customer: { action: 'customers', missing: (id) => `No customer has the id ${id}.` },
  staff: { action: 'staff', missing: (id) => `No staff member has the id ${id}.` },
};

/** The account of this kind with the id, else 404. */
export function accountOfKind(user: UserRow | undefined, kind: AccountKind, id: string): UserRow {
  const role = kind === 'customer' ? 'customer' : 'staff';
  if (user?.role !== role) throw notFound(names[kind].missing(id));
  return user;
}

/** A staff member may not lock themselves out, nor change their own role. */
export function refuseOwnAccount(request: FastifyRequest, user: UserRow, what: string): void {
  if (request.session?.userId === user.id) {
    throw new HttpProblem(409, 'Conflict', `You cannot ${what} your own account.`);
  }
}

/**
 * Disables an account (it cannot sign in from now on, and every session of it ends) or enables
 * it again, saying why: the change, the sessions' end and the audit entry commit together. An
 * account already so is answered as it is, nothing written.
 */
export async function setAccountState(
  app: FastifyInstance,
  request: FastifyRequest,
  change: { kind: AccountKind; id: string; disabled: boolean; reason: string },
): Promise<UserRow> {
  const { kind, id, disabled, reason } = change;
  const { db } = app.infra.database;
  const { user, ended } = await db.transaction(async (tx) => {
    const before = accountOfKind(await lockUser(tx, id), kind, id);
    if (kind === 'staff') refuseOwnAccount(request, before, disabled ? 'disable' : 'enable');
    if ((before.disabledAt !== null) === disabled) return { user: before, ended: [] };
    const now = new Date();
    const after = await setDisabledAt(tx, id, disabled ? now : null);
    if (!after) throw new Error(`The account ${id} was just locked and is gone.`);
    const ended = disabled ? await endSessions(tx, id, null, 'account-disabled', now) : [];
    await auditStaffAction(tx, outbox, request, 'identity', {
      action: `${names[kind].action}.${disabled ? 'disable' : 'enable'}`,
      record: { type: kind, id },
      reason,
      before: { disabledAt: before.disabledAt?.toISOString() ?? null },
      after: {
        disabledAt: after.disabledAt?.toISOString() ?? null,
        ...(disabled ? { endedSessions: ended.length } : {}),
      },
    });
    return { user: after, ended };
  });
  app.sessions.ended(ended);
  return user;
}
