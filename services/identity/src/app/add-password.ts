import type { Database } from '@mise/platform';
import type { PasswordHashing } from '../domain/passwords.js';
import { setFirstPassword, type UserRow } from '../store/users.js';

/**
 * The first password of an account that signed in only with Google or Facebook so far;
 * undefined when the account has one already.
 */
export async function addPassword(
  db: Database,
  passwords: PasswordHashing,
  user: UserRow,
  password: string,
): Promise<UserRow | undefined> {
  if (user.passwordHash !== null) return undefined;
  return setFirstPassword(db, user.id, await passwords.hash(password));
}
