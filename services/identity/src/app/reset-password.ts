import type { Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import type { CodeRefusal } from '../domain/one-time-codes.js';
import type { PasswordHashing } from '../domain/passwords.js';
import { useCode, withdrawCodes } from '../store/one-time-codes.js';
import { findUserById, type UserRow, updateUser } from '../store/users.js';
import { refuseDisabledAccount } from './disabled-accounts.js';

export type PasswordReset = { user: UserRow } | { refused: CodeRefusal };

/**
 * Sets the password of the mailed code's owner, forgotten or never set; the code is refused
 * when it cannot be used or its account is gone. A disabled account's code is refused with 403
 * and left unused: the password does not change.
 */
export async function resetPassword(
  db: Database,
  passwords: PasswordHashing,
  code: string,
  password: string,
  clock: Clock,
): Promise<PasswordReset> {
  const passwordHash = await passwords.hash(password);
  const now = clock();
  const outcome = await db.transaction(async (tx) => {
    const used = await useCode(tx, code, ['reset-password', 'set-password'], now);
    if ('refused' in used) return used;
    const owner = await findUserById(tx, used.userId);
    if (owner) refuseDisabledAccount(owner);
    const user = await updateUser(tx, used.userId, {
      passwordHash,
      // The code came by mail: whoever holds it reads that mailbox.
      emailVerifiedAt: owner?.emailVerifiedAt ?? now,
    });
    // Older links would otherwise still change the password just chosen.
    await withdrawCodes(tx, used.userId, ['reset-password', 'set-password'], now);
    return { user };
  });
  if ('refused' in outcome) return outcome;
  return outcome.user ? { user: outcome.user } : { refused: 'unknown' };
}
