import { appendToOutbox, type Queryable } from '@mise/platform';
import { resetPasswordLink, verifyEmailLink } from '../domain/one-time-codes.js';
import {
  emailVerificationRequestedEvent,
  passwordResetRequestedEvent,
} from '../events/publish/mail-request-events.js';
import { issueCode } from '../store/one-time-codes.js';
import { outbox } from '../store/schema.js';
import type { UserRow } from '../store/users.js';

/** Where the mailed link points (the shop's first public origin), and the time it is issued. */
export interface LinkContext {
  origin: string;
  now: Date;
}

/**
 * Issues a verification code and asks (through the outbox, so in the caller's transaction)
 * for the mail that carries it; notifications sends it.
 */
export async function requestEmailVerification(
  tx: Queryable,
  user: UserRow,
  { origin, now }: LinkContext,
): Promise<void> {
  const { code, expiresAt } = await issueCode(tx, user.id, 'verify-email', now);
  await appendToOutbox(tx, outbox, [
    emailVerificationRequestedEvent(user, { link: verifyEmailLink(origin, code), expiresAt }),
  ]);
}

/**
 * Issues a password code and asks for its mail: `reset` for a forgotten password, `set` for an
 * account that signs in only with Google or Facebook. Both open the same reset page.
 */
export async function requestPasswordMail(
  tx: Queryable,
  user: UserRow,
  purpose: 'reset' | 'set',
  { origin, now }: LinkContext,
): Promise<void> {
  const { code, expiresAt } = await issueCode(
    tx,
    user.id,
    purpose === 'reset' ? 'reset-password' : 'set-password',
    now,
  );
  await appendToOutbox(tx, outbox, [
    passwordResetRequestedEvent(user, purpose, {
      link: resetPasswordLink(origin, code),
      expiresAt,
    }),
  ]);
}
