/**
 * Codes mailed to a user. The lifetimes are the ones the mails promise (document 2 events:
 * verification 48 h, password reset 1 h); a code works once.
 */
export type CodePurpose = 'verify-email' | 'reset-password' | 'set-password';

const HOUR = 60 * 60 * 1_000;

export const codeLifetimeMs: Record<CodePurpose, number> = {
  'verify-email': 48 * HOUR,
  'reset-password': HOUR,
  'set-password': HOUR,
};

export function codeExpiry(purpose: CodePurpose, now: Date): Date {
  return new Date(now.getTime() + codeLifetimeMs[purpose]);
}

export type CodeRefusal = 'unknown' | 'used' | 'expired';

/** Why a presented code cannot be used, or null when it can. */
export function codeRefusal(
  code: { usedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): CodeRefusal | null {
  if (!code) return 'unknown';
  if (code.usedAt) return 'used';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The shop pages the mailed links open, on the shop's first public origin. */
export const verifyEmailLink = (origin: string, code: string) =>
  new URL(`/verifyEmail/${code}`, origin).href;
export const resetPasswordLink = (origin: string, code: string) =>
  new URL(`/resetPassword/${code}`, origin).href;

/** What a refused code's owner is told, per kind of link. */
export function codeRefusalMessage(
  link: 'verification' | 'password',
  refusal: CodeRefusal,
): string {
  const name = link === 'verification' ? 'This verification link' : 'This password link';
  switch (refusal) {
    case 'unknown':
      return `${name} is not valid. Please check that you opened the whole link from the e-mail, or ask for a new one.`;
    case 'used':
      return `${name} has already been used. Please ask for a new one if you still need it.`;
    case 'expired':
      return `${name} has expired. Please ask for a new one.`;
  }
}
