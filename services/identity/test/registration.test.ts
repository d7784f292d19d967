import { randomUUID } from 'node:crypto';
import {
  emailVerificationRequested,
  PASSWORD_RULE_MESSAGE,
  userRegistered,
  userSignedIn,
} from '@mise/contracts';
import type { MovableClock } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  codeInLink,
  dataOf,
  GOOD_PASSWORD,
  HOUR,
  recordedEvents,
  register,
  registerBody,
  sessionCookie,
  shop,
  startIdentityForEachTest,
  storedUser,
} from './support/identity-app.js';

let app: FastifyInstance;
let clock: MovableClock;

startIdentityForEachTest((started) => {
  ({ app, clock } = started);
});

describe('registering', () => {
  it('creates the account, signs it in and asks for the welcome and verification mails', async () => {
    const guestUserId = randomUUID();
    const body = registerBody({
      emailAddress: 'Ada.Lovelace@Example.com',
      username: 'ada.lovelace@example.com',
      phoneNumber: '+1 514 555 0100',
      influencerId: 'chef-ada',
      language: 'fr-CA',
      guestUserId,
    });
    const answer = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

    expect(answer.statusCode).toBe(201);
    const session = answer.json();
    expect(session.accessedBy).toBeNull();
    expect(session.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada.lovelace@example.com',
      username: 'ada.lovelace@example.com',
      phoneNumber: '+1 514 555 0100',
      role: 'customer',
      language: 'fr-CA',
      isPasswordSet: true,
      isEmailVerified: false,
      shopperInfo: { allergies: [], preferences: { noOfServingsPerRecipe: 2, diet: 'everything' } },
      recipeFavorites: [],
      onboardedAt: null,
    });
    expect(sessionCookie(answer)).toMatchObject({ value: session.token, httpOnly: true });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json().user._id).toBe(session.user._id);

    const userId = session.user._id;
    const [registered] = await recordedEvents(app, userRegistered.type);
    expect(registered?.data).toEqual({
      userId,
      emailAddress: 'ada.lovelace@example.com',
      firstName: 'Ada',
      language: 'fr-CA',
      method: 'password',
      influencerId: 'chef-ada',
    });
    const [verification] = await recordedEvents(app, emailVerificationRequested.type);
    expect(verification).toMatchObject({ subject: userId, source: 'identity' });
    const mail = dataOf(emailVerificationRequested, verification);
    expect(mail).toMatchObject({
      userId,
      emailAddress: 'ada.lovelace@example.com',
      firstName: 'Ada',
      language: 'fr-CA',
      expiresAt: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
    });
    expect(mail.link).toMatch(new RegExp(`^${shop}/verifyEmail/[A-Za-z0-9_-]{43}$`));
    const [signedIn] = await recordedEvents(app, userSignedIn.type);
    expect(signedIn?.data).toEqual({ userId, method: 'register', guestUserId });
  });

  it('keeps the password only as an argon2id hash', async () => {
    const { user } = await register(app);
    const stored = await storedUser(app, user.emailAddress);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored?.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it('refuses an e-mail that already has an account, in any spelling, with 409', async () => {
    await register(app, { emailAddress: 'taken@example.com' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerBody({ emailAddress: 'TAKEN@example.com' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An account already exists for this e-mail address. Please log in instead.',
    );
    expect(await recordedEvents(app, userRegistered.type)).toHaveLength(1);
  });

  it('gives one account when the same address registers twice at once', async () => {
    const body = registerBody();
    const answers = await Promise.all(
      [1, 2].map(() => app.inject({ method: 'POST', url: '/api/auth/register', payload: body })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await recordedEvents(app, userRegistered.type)).toHaveLength(1);
    expect(await recordedEvents(app, emailVerificationRequested.type)).toHaveLength(1);
  });

  it.each([
    ['a weak password', { password: 'password' }, 'password', PASSWORD_RULE_MESSAGE],
    ['a bad e-mail', { emailAddress: 'not-an-email' }, 'emailAddress', 'Invalid email'],
    ['no first name', { firstName: '  ' }, 'firstName', 'Required'],
    [
      'a username that is not the e-mail',
      { username: 'someone@else.com' },
      'username',
      'emailAddress',
    ],
    ['an unknown field', { isAdmin: true }, 'isAdmin', 'not a known field'],
  ])(
    'refuses %s with 400 naming the field, and creates nothing',
    async (_, change, field, text) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registerBody(change),
      });
      expect(answer.statusCode).toBe(400);
      const problem = answer.json();
      expect(problem.fields.map((f: { field: string }) => f.field)).toEqual([field]);
      expect(problem.fields[0].message).toContain(text);
      expect(await recordedEvents(app)).toEqual([]);
    },
  );
});

describe('verifying the e-mail address', () => {
  async function registeredWithCode() {
    const session = await register(app);
    const [event] = await recordedEvents(app, emailVerificationRequested.type);
    return { session, token: codeInLink(event) };
  }
  const verify = (token: string) =>
    app.inject({ method: 'PUT', url: '/api/auth/verify', payload: { token } });

  it('marks the address verified, once', async () => {
    const { session, token } = await registeredWithCode();
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Your account has been verified successfully' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json().user.isEmailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This verification link has already been used. Please ask for a new one if you still need it.',
    );
    expect(again.json().fields).toEqual([
      expect.objectContaining({ field: 'token', rule: 'used-code' }),
    ]);
  });

  it('refuses a code past its 48 hours', async () => {
    const { session, token } = await registeredWithCode();
    clock.advance(48 * HOUR);
    const late = await verify(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This verification link has expired. Please ask for a new one.',
    );
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json().user.isEmailVerified).toBe(false);
  });

  it('accepts a code just before its 48 hours run out', async () => {
    const { token } = await registeredWithCode();
    clock.advance(48 * HOUR - 1_000);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a code it never issued, and one cut short', async () => {
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ field: 'token', rule: 'unknown-code' });
    const short = await verify('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ field: 'token' });
  });

  it('mails a new link on request, after which older links no longer work once one is used', async () => {
    const { session, token: first } = await registeredWithCode();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/sendEmailVerificationLink',
      headers: bearer(session.token),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Email has been sent to you, please check inbox' });
    const events = await recordedEvents(app, emailVerificationRequested.type);
    expect(events).toHaveLength(2);
    const second = codeInLink(events[1]);
    expect(second).not.toBe(first);

    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).json().fields[0].rule).toBe('used-code');
  });

  it('sends no link to a verified address (409), nor to a guest (401)', async () => {
    const { session, token } = await registeredWithCode();
    await verify(token);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/sendEmailVerificationLink',
      headers: bearer(session.token),
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Your e-mail address is already verified.');
    const guest = await app.inject({ method: 'POST', url: '/api/auth/sendEmailVerificationLink' });
    expect(guest.statusCode).toBe(401);
    expect(await recordedEvents(app, emailVerificationRequested.type)).toHaveLength(1);
  });
});
