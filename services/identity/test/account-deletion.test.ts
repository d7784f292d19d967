import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  login,
  register,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  socialOnlyAccount,
  startIdentityForEachTest,
  storedUser,
  tokenFor,
  withCookie,
} from './support/identity-app.js';

let app: FastifyInstance;
startIdentityForEachTest(
  (started) => {
    app = started.app;
  },
  { STAFF_EMAIL, STAFF_PASSWORD },
);

const deleteAccount = (token: string, payload: unknown) =>
  app.inject(
    withCookie(token, { method: 'DELETE', url: '/api/users/me', payload: payload as object }),
  );

describe('DELETE /api/users/me, before anything is deleted', () => {
  it('names the field and the rule of bad input, and keeps the account', async () => {
    const { token, user } = await register(app);
    const cases: [unknown, { field: string; rule: string }][] = [
      [{ password: '' }, { field: 'password', rule: 'too_small' }],
      [{ password: 42 }, { field: 'password', rule: 'invalid_type' }],
      [
        { password: GOOD_PASSWORD, extra: true },
        { field: 'extra', rule: 'unrecognized_keys' },
      ],
      [{}, { field: 'password', rule: 'required' }],
      [{ password: 'Not-my-password-1!' }, { field: 'password', rule: 'matches-current' }],
    ];
    for (const [payload, problem] of cases) {
      const answer = await deleteAccount(token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().fields).toEqual([expect.objectContaining(problem)]);
    }
    expect(await storedUser(app, user.emailAddress)).toBeDefined();
  });

  it('asks a social-only shopper to type the e-mail of the account', async () => {
    const shopper = await socialOnlyAccount(app, 'google');
    const answer = await deleteAccount(tokenFor(app, shopper), {
      emailAddress: 'someone.else@example.com',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'emailAddress', rule: 'matches-account' }),
    ]);
    expect(await storedUser(app, shopper.emailAddress)).toBeDefined();
  });

  it('refuses to delete a staff account', async () => {
    const signedIn = await login(app, STAFF_EMAIL, STAFF_PASSWORD);
    const answer = await deleteAccount(signedIn.json().token, { password: STAFF_PASSWORD });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('A staff account cannot be deleted from the shop.');
    expect(await storedUser(app, STAFF_EMAIL)).toBeDefined();
  });

  it('deletes nothing while the orders cannot be checked', async () => {
    // Identity alone: orders-payments is not there to say whether an order is still open.
    const { token, user } = await register(app);
    const answer = await deleteAccount(token, { password: GOOD_PASSWORD });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toMatch(/your account was not deleted/);
    expect(await storedUser(app, user.emailAddress)).toBeDefined();
    const me = await app.inject(withCookie(token, { method: 'GET', url: '/api/users/me' }));
    expect(me.statusCode).toBe(200);
  });

  it('answers a visitor who is not signed in with a 401', async () => {
    const answer = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: GOOD_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});
