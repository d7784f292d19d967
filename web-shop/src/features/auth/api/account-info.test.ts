import type { LoginAccountInfo } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { needsPassword, signInHeading, socialOrder } from './account-info';

const account = (flags: Partial<LoginAccountInfo>): LoginAccountInfo => ({
  hasAccount: true,
  hasNormalLogin: false,
  hasGoogleLogin: false,
  hasFacebookLogin: false,
  ...flags,
});

describe('signInHeading (spec 2.5)', () => {
  it.each([
    ['a password login', account({ hasNormalLogin: true, hasGoogleLogin: true }), 'welcomeBack'],
    ['Google only', account({ hasGoogleLogin: true }), 'useGoogle'],
    ['Facebook only', account({ hasFacebookLogin: true }), 'useFacebook'],
    ['both socials', account({ hasGoogleLogin: true, hasFacebookLogin: true }), 'signIn'],
    ['no login at all', account({}), 'signIn'],
    ['no account', account({ hasAccount: false }), 'signIn'],
  ])('titles an account with %s', (_case, info, heading) => {
    expect(signInHeading(info)).toBe(heading);
  });

  it("says 'Sign in' when nothing was looked up", () => {
    expect(signInHeading(null)).toBe('signIn');
  });
});

describe('needsPassword', () => {
  it('is for an existing account without any way in', () => {
    expect(needsPassword(account({}))).toBe(true);
    expect(needsPassword(account({ hasGoogleLogin: true }))).toBe(false);
    expect(needsPassword(account({ hasAccount: false }))).toBe(false);
    expect(needsPassword(null)).toBe(false);
  });
});

describe('socialOrder', () => {
  it('puts Facebook first only for a Facebook-only account', () => {
    expect(socialOrder(account({ hasFacebookLogin: true }))).toEqual(['facebook', 'google']);
    expect(socialOrder(account({ hasFacebookLogin: true, hasGoogleLogin: true }))).toEqual([
      'google',
      'facebook',
    ]);
    expect(socialOrder(null)).toEqual(['google', 'facebook']);
  });
});
