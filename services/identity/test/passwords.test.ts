import { passwordResetRequested, userSignedIn } from '@mise/contracts';
import type { MovableClock } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  codeInLink,
  dataOf,
  freshEmail,
  GOOD_PASSWORD,
  HOUR,
  login,
  recordedEvents,
  register,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  sessionCookie,
  shop,
  socialOnlyAccount,
  startIdentityForEachTest,
  storedUser,
  tokenFor,
} from './support/identity-app.js';

let app: FastifyInstance;
let clock: MovableClock;

const NEW_PASSWORD = 'Brand-new-pass-7?';

startIdentityForEachTest(
  (started) => {
    ({ app, clock } = started);
  },
  { STAFF_EMAIL, STAFF_PASSWORD },
);

const sendResetLink = (emailAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sendResetPasswordLink', payload: { emailAddress } });
const resetPassword = (code: string, password = NEW_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { code, password } });

describe('a forgotten password', () => {
  const sameAnswer = {
    message: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  };

  it('gets the same answer whether or not the e-mail has an account, and a mail only if it has', async () => {
    const { user } = await register(app);
    const known = await sendResetLink(user.emailAddress.toUpperCase());
    const unknown = await sendResetLink(freshEmail('nobody'));
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(sameAnswer);
    expect(unknown.json()).toEqual(sameAnswer);

    const mails = await recordedEvents(app, passwordResetRequested.type);
    expect(mails).toHaveLength(1);
    const mail = dataOf(passwordResetRequested, mails[0]);
    expect(mail).toMatchObject({
      userId: user._id,
      emailAddress: user.emailAddress,
      firstName: 'Ada',
      language: 'en-CA',
      purpose: 'reset',
      expiresAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    expect(mail.link).toMatch(new RegExp(`^${shop}/resetPassword/[A-Za-z0-9_-]{43}$`));
  });

  it('is replaced with the mailed code, which signs the user in with the new password', async () => {
    const { user } = await register(app);
    await sendResetLink(user.emailAddress);
    const code = codeInLink((await recordedEvents(app, passwordResetRequested.type))[0]);

    const reset = await resetPassword(code);
    expect(reset.statusCode).toBe(200);
    const session = reset.json();
    expect(session).toMatchObject({
      user: { _id: user._id, isEmailVerified: true },
      accessedBy: null,
    });
    expect(sessionCookie(reset)?.value).toBe(session.token);
    const signIns = await recordedEvents(app, userSignedIn.type);
    expect(signIns.at(-1)?.data).toEqual({
      userId: user._id,
      method: 'reset-password',
      guestUserId: null,
    });

    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, user.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await storedUser(app, user.emailAddress))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('has codes that work once, and the use of one voids the others', async () => {
    const { user } = await register(app);
    await sendResetLink(user.emailAddress);
    await sendResetLink(user.emailAddress);
    const [first, second] = (await recordedEvents(app, passwordResetRequested.type)).map(
      codeInLink,
    );
    expect((await resetPassword(second as string)).statusCode).toBe(200);

    for (const code of [first, second] as string[]) {
      const again = await resetPassword(code, 'Attacker-pass-9!');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'This password link has already been used. Please ask for a new one if you still need it.',
      );
      expect(again.json().fields).toEqual([
        expect.objectContaining({ field: 'code', rule: 'used-code' }),
      ]);
    }
    expect((await login(app, user.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('has codes that expire after an hour', async () => {
    const { user } = await register(app);
    await sendResetLink(user.emailAddress);
    const code = codeInLink((await recordedEvents(app, passwordResetRequested.type))[0]);
    clock.advance(HOUR);
    const late = await resetPassword(code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This password link has expired. Please ask for a new one.');
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown code, and a weak new password before looking at the code', async () => {
    const unknown = await resetPassword('y'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ field: 'code', rule: 'unknown-code' });
    const weak = await resetPassword('y'.repeat(43), 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0]).toMatchObject({ field: 'password' });
  });

  it('lifts the wait left by wrong passwords, since the owner proved who they are', async () => {
    const { user } = await register(app);
    for (let attempt = 0; attempt < 7; attempt++) {
      await login(app, user.emailAddress, 'Wrong-password-1');
    }
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(429);
    await sendResetLink(user.emailAddress);
    const code = codeInLink((await recordedEvents(app, passwordResetRequested.type))[0]);
    await resetPassword(code);
    expect((await login(app, user.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a first password', () => {
  const askForSetLink = (emailAddress: string) =>
    app.inject({ method: 'PUT', url: '/api/auth/setPassword', payload: { emailAddress } });
  const sameAnswer = {
    message: 'If this e-mail has an account without a password, we have sent a link to set one.',
  };

  it('is mailed as a link to an account without one, with the same answer for any e-mail', async () => {
    const social = await socialOnlyAccount(app, 'facebook');
    const { user: withPassword } = await register(app);
    const answers = await Promise.all(
      [social.emailAddress, withPassword.emailAddress, freshEmail('nobody')].map(askForSetLink),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(sameAnswer);
    }
    const mails = await recordedEvents(app, passwordResetRequested.type);
    expect(mails).toHaveLength(1);
    const mail = dataOf(passwordResetRequested, mails[0]);
    expect(mail).toMatchObject({ userId: social.id, purpose: 'set' });
    expect(mail.link).toMatch(new RegExp(`^${shop}/resetPassword/`));

    // The link opens the reset page, which sets it.
    expect((await resetPassword(codeInLink(mails[0]))).statusCode).toBe(200);
    expect((await login(app, social.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is set directly by a signed-in user who has none, with a new session', async () => {
    const social = await socialOnlyAccount(app, 'facebook');
    const token = tokenFor(app, social);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/auth/setPassword',
      headers: bearer(token),
      payload: { password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const session = set.json();
    expect(session.user).toMatchObject({
      _id: social.id,
      isPasswordSet: true,
      hasFacebookLogin: true,
    });
    expect(sessionCookie(set)?.value).toBe(session.token);
    expect((await login(app, social.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await app.inject({
      method: 'PUT',
      url: '/api/auth/setPassword',
      headers: bearer(session.token),
      payload: { password: 'Other-pass-8!' },
    });
    expect(again.statusCode).toBe(409);
    expect((await login(app, social.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is not set without a session (401), nor when weak (400)', async () => {
    const guest = await app.inject({
      method: 'PUT',
      url: '/api/auth/setPassword',
      payload: { password: NEW_PASSWORD },
    });
    expect(guest.statusCode).toBe(401);
    const { token } = await register(app);
    const weak = await app.inject({
      method: 'PUT',
      url: '/api/auth/setPassword',
      headers: bearer(token),
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
  });
});

describe('changing the password', () => {
  const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/changePassword',
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });

  it('needs the current password, then takes the new one', async () => {
    const { token, user } = await register(app);
    const changed = await change(token, GOOD_PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password has been changed successfully' });
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, user.emailAddress, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 naming it, and keeps the old one', async () => {
    const { token, user } = await register(app);
    const wrong = await change(token, 'Not-my-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      {
        field: 'currentPassword',
        rule: 'matches-current',
        message: 'currentPassword is not your current password',
      },
    ]);
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password with 400, a guest with 401', async () => {
    const { token } = await register(app);
    const weak = await change(token, GOOD_PASSWORD, 'weakling');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields[0]).toMatchObject({ field: 'newPassword' });
    const guest = await app.inject({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("is not allowed to a staff member in a customer's account", async () => {
    const { user } = await register(app);
    const access = await app.inject({
      method: 'POST',
      url: '/api/auth/login/access-customer-account',
      payload: {
        emailAddress: STAFF_EMAIL,
        password: STAFF_PASSWORD,
        userEmail: user.emailAddress,
        reason: 'Customer asked by phone',
      },
    });
    const staffAsCustomer = access.json().token;
    const changed = await change(staffAsCustomer, GOOD_PASSWORD);
    expect(changed.statusCode).toBe(403);
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
