import { badRequest, type Database, HttpProblem } from '@mise/platform';
import type { FastifyReply } from 'fastify';
import type { PasswordHashing } from '../domain/passwords.js';
import { type UserRow, updateUser } from '../store/users.js';
import { type AttemptThrottle, throttleKeys } from './attempt-throttle.js';

/** Replaces the user's password, once the current one is given right. */
export async function changePassword(
  db: Database,
  passwords: PasswordHashing,
  guesses: AttemptThrottle,
  reply: FastifyReply,
  user: UserRow,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (user.passwordHash === null) {
    throw new HttpProblem(409, 'Conflict', 'Your account has no password yet. Set one instead.');
  }
  // The current password is a password guess like any other.
  const key = throttleKeys.passwordGuesses(user.emailAddress);
  await guesses.take(reply, key);
  if (!(await passwords.matches(user.passwordHash, currentPassword))) {
    throw badRequest('The current password is not correct.', [
      {
        field: 'currentPassword',
        rule: 'matches-current',
        message: 'currentPassword is not your current password',
      },
    ]);
  }
  await guesses.succeeded(key);
  await updateUser(db, user.id, { passwordHash: await passwords.hash(newPassword) });
}
