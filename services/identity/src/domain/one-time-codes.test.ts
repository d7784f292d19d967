import { describe, expect, it } from 'vitest';
import { codeExpiry, codeRefusal, resetPasswordLink, verifyEmailLink } from './one-time-codes.js';

const now = new Date('2026-03-01T12:00:00Z');
const HOUR = 3_600_000;

describe('a mailed code', () => {
  it('lasts 48 hours for a verification, one hour for a password', () => {
    expect(codeExpiry('verify-email', now)).toEqual(new Date(now.getTime() + 48 * HOUR));
    expect(codeExpiry('reset-password', now)).toEqual(new Date(now.getTime() + HOUR));
    expect(codeExpiry('set-password', now)).toEqual(new Date(now.getTime() + HOUR));
  });

  it('is refused when unknown, used, or expired, and accepted before its expiry', () => {
    const expiresAt = new Date(now.getTime() + HOUR);
    expect(codeRefusal(undefined, now)).toBe('unknown');
    expect(codeRefusal({ usedAt: now, expiresAt }, now)).toBe('used');
    expect(codeRefusal({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(codeRefusal({ usedAt: null, expiresAt }, new Date(expiresAt.getTime() - 1))).toBeNull();
  });

  it('is sent in a link to the shop page that uses it', () => {
    expect(verifyEmailLink('https://mise.ca', 'abc')).toBe('https://mise.ca/verifyEmail/abc');
    expect(resetPasswordLink('https://mise.ca', 'abc')).toBe('https://mise.ca/resetPassword/abc');
  });
});
