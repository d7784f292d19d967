import { type Database, unauthorized } from '@mise/platform';
import type { FastifyReply } from 'fastify';
import type { PasswordHashing } from '../domain/passwords.js';
import { findUserByEmail, socialProvidersOf, type UserRow } from '../store/users.js';
import { type AttemptThrottle, throttleKeys } from './attempt-throttle.js';
import { refuseDisabledAccount } from './disabled-accounts.js';

/** One answer for an unknown e-mail and a wrong password: which of the two is not told. */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

function noPasswordMessage(providers: Set<string>): string {
  const names = [providers.has('google') && 'Google', providers.has('facebook') && 'Facebook']
    .filter(Boolean)
    .join(' or ');
  const signInWith = names ? `Continue with ${names}` : 'Continue with Google or Facebook';
  return `This account has no password yet. ${signInWith}, or set a password to log in with it.`;
}

/**
 * The account these credentials open, else 401; 429 without looking at the password while the
 * e-mail waits out its backoff after too many wrong ones; 403 for an account staff disabled
 * (told only to whoever knows its password).
 */
export async function accountForCredentials(
  db: Database,
  passwords: PasswordHashing,
  guesses: AttemptThrottle,
  reply: FastifyReply,
  credentials: { emailAddress: string; password: string },
): Promise<UserRow> {
  const key = throttleKeys.passwordGuesses(credentials.emailAddress);
  // Counted as a wrong guess before the check and forgiven on a match: guesses sent all at
  // once are each counted before any of them is checked.
  await guesses.take(reply, key);
  const user = await findUserByEmail(db, credentials.emailAddress);
  if (user && user.passwordHash === null) {
    throw unauthorized(noPasswordMessage(await socialProvidersOf(db, user.id)));
  }
  const matches = await passwords.matches(user?.passwordHash ?? null, credentials.password);
  if (!user || !matches) throw unauthorized(WRONG_CREDENTIALS);
  await guesses.succeeded(key);
  refuseDisabledAccount(user);
  return user;
}
