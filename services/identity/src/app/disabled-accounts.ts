import { HttpProblem } from '@mise/platform';
import type { UserRow } from '../store/users.js';

/** What a disabled account is told when it tries to sign in, by any path. */
export function disabledAccountMessage(role: UserRow['role']): string {
  return role === 'staff'
    ? 'This staff account has been disabled. Please ask an admin to enable it again.'
    : 'This account has been disabled. Please contact Mise customer support.';
}

/**
 * Refuses (403) a sign-in to an account staff disabled: with its password, by a mailed
 * password link, or as the staff member who would open a customer's account.
 */
export function refuseDisabledAccount(user: Pick<UserRow, 'role' | 'disabledAt'>): void {
  if (user.disabledAt !== null) {
    throw new HttpProblem(403, 'Forbidden', disabledAccountMessage(user.role));
  }
}
