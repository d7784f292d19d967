import type { Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import { findUserByEmail } from '../store/users.js';
import { requestPasswordMail } from './mailed-links.js';

/**
 * Mails the account a password link of this purpose, if it has an account that needs one (a
 * disabled account gets none); whether it did.
 */
export async function mailPasswordLink(
  db: Database,
  emailAddress: string,
  purpose: 'reset' | 'set',
  clock: Clock,
  linkOrigin: string,
): Promise<boolean> {
  const user = await findUserByEmail(db, emailAddress);
  if (!user || user.disabledAt !== null || (purpose === 'set' && user.passwordHash !== null))
    return false;
  await db.transaction((tx) =>
    requestPasswordMail(tx, user, purpose, { origin: linkOrigin, now: clock() }),
  );
  return true;
}
