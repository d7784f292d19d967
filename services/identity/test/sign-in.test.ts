import { randomUUID } from 'node:crypto';
import { userOverviewAnswer, userSignedIn } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../src/store/schema.js';
import {
  bearer,
  freshEmail,
  GOOD_PASSWORD,
  login,
  recordedEvents,
  register,
  sessionCookie,
  socialOnlyAccount,
  startIdentityForEachTest,
} from './support/identity-app.js';

let app: FastifyInstance;

startIdentityForEachTest((started) => {
  ({ app } = started);
});

describe('logging in with a password', () => {
  it('signs in with the e-mail in any case, sets the cookie and carries the guest cart over', async () => {
    const { user } = await register(app, { emailAddress: 'grace@example.com' });
    const guestUserId = randomUUID();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Grace@Example.COM', password: GOOD_PASSWORD, guestUserId },
    });
    expect(answer.statusCode).toBe(200);
    const session = answer.json();
    expect(session).toMatchObject({ user: { _id: user._id }, accessedBy: null });
    expect(sessionCookie(answer)).toMatchObject({
      value: session.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2 * 24 * 60 * 60,
    });
    const signIns = await recordedEvents(app, userSignedIn.type);
    expect(signIns.at(-1)?.data).toEqual({ userId: user._id, method: 'password', guestUserId });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { user } = await register(app);
    const wrong = await login(app, user.emailAddress, 'Not-the-password-1');
    const unknown = await login(app, freshEmail('nobody'), GOOD_PASSWORD);
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('Incorrect email or password.');
      expect(sessionCookie(answer)).toBeUndefined();
    }
  });

  it('tells an account without a password to use its social login or set one', async () => {
    const user = await socialOnlyAccount(app, 'google');
    const answer = await login(app, user.emailAddress, GOOD_PASSWORD);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(
      'This account has no password yet. Continue with Google, or set a password to log in with it.',
    );
  });

  it('refuses a body without a password with 400 naming it', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: freshEmail() },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'password', message: 'password is required' }),
    ]);
  });
});

describe('logging out', () => {
  it('clears the session cookie', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'You have been logged out successfully' });
    const cleared = sessionCookie(answer);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('who is signed in', () => {
  it('is the user of the session, at /api/auth/me and /api/users/me', async () => {
    const { token, user } = await register(app);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toEqual({ user, accessedBy: null });
    for (const url of ['/api/users/me', '/api/users/me?shopperInfo=1']) {
      const answer = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toMatchObject({ user, accessedBy: null });
    }
  });

  it('answers /api/users/me without the parts whose service does not answer, and names them', async () => {
    // This server runs identity alone: orders-payments and the catalog are not there to ask.
    const { token, user } = await register(app);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    expect(userOverviewAnswer.parse(answer.json()).user).toEqual({
      ...user,
      paymentMethods: [],
      orderHistory: [],
      dietList: [],
      unavailable: ['paymentMethods', 'orderHistory', 'dietList'],
    });
  });

  it('is nobody for a guest: 401', async () => {
    for (const url of ['/api/auth/me', '/api/users/me']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('Please sign in to continue.');
    }
  });

  it('is nobody once the account is gone, though the token is still within its time', async () => {
    const { token, user } = await register(app);
    await app.infra.database.db.delete(users).where(eq(users.id, user._id));
    const answer = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(answer.statusCode).toBe(401);
    // Its session records went with the account: the session has ended.
    expect(answer.json().message).toBe('You have been signed out. Please sign in again.');
  });
});

describe('how an e-mail signs in', () => {
  const find = (emailAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/find-email-accounts',
      payload: { emailAddress },
    });

  it('says whether it has an account, a password and social logins', async () => {
    const { user } = await register(app);
    const google = await socialOnlyAccount(app, 'google');

    expect((await find(user.emailAddress.toUpperCase())).json()).toEqual({
      data: {
        hasAccount: true,
        hasNormalLogin: true,
        hasGoogleLogin: false,
        hasFacebookLogin: false,
      },
    });
    expect((await find(google.emailAddress)).json()).toEqual({
      data: {
        hasAccount: true,
        hasNormalLogin: false,
        hasGoogleLogin: true,
        hasFacebookLogin: false,
      },
    });
    expect((await find(freshEmail('nobody'))).json()).toEqual({
      data: {
        hasAccount: false,
        hasNormalLogin: false,
        hasGoogleLogin: false,
        hasFacebookLogin: false,
      },
    });
  });

  it('refuses a malformed e-mail with 400', async () => {
    const answer = await find('nope');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field: 'emailAddress' });
  });
});
