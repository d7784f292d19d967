import { describe, expect, it } from 'vitest';
import { mayUsePlainHttp } from '../src/adapters/social/provider-settings.js';
import { matchAccount } from '../src/domain/account-match.js';
import { type SocialProfile, socialProfile } from '../src/domain/social-profile.js';

describe('plain http to a provider', () => {
  it.each([
    ['http://localhost:4000', true],
    ['http://127.0.0.1:4000/oidc', true],
    ['http://[::1]:4000', true],
    ['http://accounts.example.com', false],
    ['http://localhost.example.com', false],
    ['http://10.0.0.5:4000', false],
    ['https://accounts.google.com', false],
  ])('%s: %s', (issuer, allowed) => {
    expect(mayUsePlainHttp(new URL(issuer))).toBe(allowed);
  });
});

describe('the profile a provider gives', () => {
  it('takes the given and family names, and a lower-cased, verified address', () => {
    expect(
      socialProfile({
        sub: '42',
        email: ' Ada@Example.COM ',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Augusta Ada King',
      }),
    ).toEqual({
      subject: '42',
      emailAddress: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('splits the full name when the parts are missing', () => {
    expect(socialProfile({ sub: '1', name: 'Mary  Somerville Fairfax' })).toMatchObject({
      firstName: 'Mary',
      lastName: 'Somerville Fairfax',
    });
  });

  it('falls back to the address before the @ when there is no name', () => {
    expect(socialProfile({ sub: '1', email: 'grace.h@example.com' })).toMatchObject({
      firstName: 'grace.h',
      lastName: '',
    });
  });

  it('reads "true" as verified, and nothing else', () => {
    const verified = (email_verified: unknown) =>
      socialProfile({ sub: '1', email: 'a@example.com', email_verified }).emailVerified;
    expect(verified('true')).toBe(true);
    expect(verified('false')).toBe(false);
    expect(verified(undefined)).toBe(false);
  });

  it('has no address, verified or not, when the person shared none', () => {
    expect(socialProfile({ sub: '1', email_verified: true })).toMatchObject({
      emailAddress: null,
      emailVerified: false,
    });
  });
});

describe('which account a social sign-in opens', () => {
  const profile: SocialProfile = {
    subject: 's',
    emailAddress: 'ada@example.com',
    emailVerified: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
  const customer = { id: 'u1', role: 'customer' as const, emailVerifiedAt: new Date() };
  const unverified = { ...customer, emailVerifiedAt: null };
  const staff = { ...customer, role: 'staff' as const };

  it('opens the account the person opened before, whatever its address', () => {
    const linked = { ...customer, id: 'u2' };
    expect(matchAccount({ profile, linkedUser: linked, userWithEmail: customer })).toEqual({
      kind: 'linked',
      user: linked,
    });
  });

  it('creates one for a new address', () => {
    expect(matchAccount({ profile, linkedUser: undefined, userWithEmail: undefined })).toEqual({
      kind: 'create',
      emailAddress: 'ada@example.com',
    });
  });

  it('creates none for an address the provider has not verified', () => {
    expect(
      matchAccount({
        profile: { ...profile, emailVerified: false },
        linkedUser: undefined,
        userWithEmail: undefined,
      }),
    ).toEqual({ kind: 'refused', reason: 'email-unverified' });
  });

  it('joins an account only when both sides verified the address', () => {
    const match = (p: SocialProfile, user: typeof customer | typeof unverified) =>
      matchAccount({ profile: p, linkedUser: undefined, userWithEmail: user }).kind;
    expect(match(profile, customer)).toBe('link');
    expect(match({ ...profile, emailVerified: false }, customer)).toBe('refused');
    expect(match(profile, unverified)).toBe('refused');
  });

  it('never opens a staff account', () => {
    expect(matchAccount({ profile, linkedUser: staff, userWithEmail: undefined })).toEqual({
      kind: 'refused',
      reason: 'account-exists',
    });
    expect(matchAccount({ profile, linkedUser: undefined, userWithEmail: staff }).kind).toBe(
      'refused',
    );
  });

  it('cannot register a person who shared no address', () => {
    expect(
      matchAccount({
        profile: { ...profile, emailAddress: null, emailVerified: false },
        linkedUser: undefined,
        userWithEmail: undefined,
      }),
    ).toEqual({ kind: 'refused', reason: 'email-required' });
  });
});
