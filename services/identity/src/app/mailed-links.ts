import { emailVerificationRequested, passwordResetRequested } from '@mise/contracts';
import { appendToOutbox, newEvent, type Queryable } from '@mise/platform';
import { resetPasswordLink, verifyEmailLink } from '../domain/one-time-codes.js';
import { issueCode } from '../store/one-time-codes.js';
import { outbox } from '../store/schema.js';
import type { UserRow } from '../store/users.js';

/** Where the mailed link points (the shop's first public origin), and the time it is issued. */
export interface LinkContext {
  origin: string;
  now: Date;
}

const recipient = (user: UserRow) => ({
  userId: user.id,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  language: user.language,
});

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
    newEvent(emailVerificationRequested, {
      source: 'identity',
      subject: user.id,
      data: {
        ...recipient(user),
        link: verifyEmailLink(origin, code),
        expiresAt: expiresAt.toISOString(),
      },
    }),
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
    newEvent(passwordResetRequested, {
      source: 'identity',
      subject: user.id,
      data: {
        ...recipient(user),
        purpose,
        link: resetPasswordLink(origin, code),
        expiresAt: expiresAt.toISOString(),
      },
    }),
  ]);
}
