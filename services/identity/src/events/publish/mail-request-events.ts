import {
  emailVerificationRequested,
  type PasswordResetRequested,
  passwordResetRequested,
} from '@mise/contracts';
import { newEvent } from '@mise/platform';
import type { UserRow } from '../../store/users.js';

/** The mailed link and when its code expires. */
export interface MailedLink {
  link: string;
  expiresAt: Date;
}

const recipient = (user: UserRow) => ({
  userId: user.id,
  emailAddress: user.emailAddress,
  firstName: user.firstName,
  language: user.language,
});

export function emailVerificationRequestedEvent(user: UserRow, { link, expiresAt }: MailedLink) {
  return newEvent(emailVerificationRequested, {
    source: 'identity',
    subject: user.id,
    data: { ...recipient(user), link, expiresAt: expiresAt.toISOString() },
  });
}

export function passwordResetRequestedEvent(
  user: UserRow,
  purpose: PasswordResetRequested['purpose'],
  { link, expiresAt }: MailedLink,
) {
  return newEvent(passwordResetRequested, {
    source: 'identity',
    subject: user.id,
    data: { ...recipient(user), purpose, link, expiresAt: expiresAt.toISOString() },
  });
}
