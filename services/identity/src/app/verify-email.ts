import type { Database } from '@mise/platform';
import type { CodeRefusal } from '../domain/one-time-codes.js';
import { useCode, withdrawCodes } from '../store/one-time-codes.js';
import { findUserById, updateUser } from '../store/users.js';

/**
 * Marks the address of the verification code's owner verified; why the code cannot be used,
 * or null once it is.
 */
export async function verifyEmail(
  db: Database,
  token: string,
  now: Date,
): Promise<CodeRefusal | null> {
  return db.transaction(async (tx) => {
    const code = await useCode(tx, token, ['verify-email'], now);
    if ('refused' in code) return code.refused;
    const user = await findUserById(tx, code.userId);
    if (user && !user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now });
    // The other links mailed for this address have nothing left to do.
    await withdrawCodes(tx, code.userId, ['verify-email'], now);
    return null;
  });
}
