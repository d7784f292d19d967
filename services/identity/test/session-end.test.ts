import type { AddressInfo } from 'node:net';
import { passwordResetRequested } from '@mise/contracts';
import { ordersPaymentsService } from '@mise/orders-payments';
import { buildTestServer, TEST_SESSION_SECRET } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../src/plugin.js';
import {
  auditedActions,
  codeInLink,
  GOOD_PASSWORD,
  login,
  recordedEvents,
  register,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  shop,
  withCookie,
} from './support/identity-app.js';

const NEW_PASSWORD = 'Another-Sesame-2026!';

// Identity beside another service that needs a session (the order history), as the embedded
// runtime mounts them: the old cookie must be refused by both.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestServer([identityService, ordersPaymentsService], {
    JWT_SECRET: TEST_SESSION_SECRET,
    PUBLIC_ORIGINS: shop,
    STAFF_EMAIL,
    STAFF_PASSWORD,
  });
});
afterAll(async () => {
  await app.close();
});

const me = (token: string) => app.inject(withCookie(token, { method: 'GET', url: '/api/auth/me' }));
const orderHistory = (token: string) =>
  app.inject(withCookie(token, { method: 'GET', url: '/api/users/orders' }));

async function signIn(username: string, password = GOOD_PASSWORD): Promise<string> {
  const answer = await login(app, username, password);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token;
}

/** Both services answer the token as a signed-in shopper's. */
async function expectWorks(token: string) {
  expect((await me(token)).statusCode).toBe(200);
  expect((await orderHistory(token)).statusCode).toBe(200);
}

/** Both services refuse the token, saying the session ended. */
async function expectEnded(token: string) {
  for (const answer of [await me(token), await orderHistory(token)]) {
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('You have been signed out. Please sign in again.');
  }
}

describe('a session', () => {
  it('ends at logout, for every service, and only that session', async () => {
    const { token: first, user } = await register(app);
    const second = await signIn(user.emailAddress);
    await expectWorks(first);
    const logout = await app.inject(withCookie(first, { method: 'POST', url: '/api/auth/logout' }));
    expect(logout.statusCode).toBe(200);
    await expectEnded(first);
    await expectWorks(second);
  });

  it('ends everywhere at a password change, which keeps this device signed in anew', async () => {
    const { token: here, user } = await register(app);
    const elsewhere = await signIn(user.emailAddress);
    const change = await app.inject(
      withCookie(here, {
        method: 'PUT',
        url: '/api/auth/changePassword',
        payload: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
      }),
    );
    expect(change.statusCode, change.body).toBe(200);
    await expectEnded(here);
    await expectEnded(elsewhere);
    const fresh = change.cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
    await expectWorks(fresh);
  });

  it('ends everywhere at a password reset', async () => {
    const { token: before, user } = await register(app);
    const elsewhere = await signIn(user.emailAddress);
    await app.inject({
      method: 'POST',
      url: '/api/auth/sendResetPasswordLink',
      payload: { emailAddress: user.emailAddress },
    });
    const [mail] = (await recordedEvents(app, passwordResetRequested.type)).filter(
      (event) => (event.data as { userId: string }).userId === user._id,
    );
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { code: codeInLink(mail), password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(before);
    await expectEnded(elsewhere);
    await expectWorks(reset.json().token);
  });

  it("ends on every device at 'log out of all devices'", async () => {
    const { user } = await register(app);
    const phone = await signIn(user.emailAddress);
    const laptop = await signIn(user.emailAddress);
    const everywhere = await app.inject(
      withCookie(laptop, { method: 'POST', url: '/api/auth/logout-everywhere' }),
    );
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.cookies.find((cookie) => cookie.name === 'token')?.value).toBe('');
    await expectEnded(phone);
    await expectEnded(laptop);
  });

  it('ends on every device when staff revoke it, saying why, in the audit log', async () => {
    const { token: atSignUp, user } = await register(app);
    const phone = await signIn(user.emailAddress);
    const laptop = await signIn(user.emailAddress);
    const staff = await signIn(STAFF_EMAIL, STAFF_PASSWORD);
    const revoke = (token: string, payload: object) =>
      app.inject(
        withCookie(token, {
          method: 'POST',
          url: `/api/admin/identity/users/${user._id}/revoke-sessions`,
          payload,
        }),
      );
    const byTheCustomer = await revoke(phone, { reason: 'mine' });
    expect(byTheCustomer.statusCode).toBe(403);
    const withoutReason = await revoke(staff, {});
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().message).toMatch(/reason/);
    await expectWorks(phone);

    const revoked = await revoke(staff, { reason: 'Phone reported stolen' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ endedSessions: 3 });
    await expectEnded(atSignUp);
    await expectEnded(phone);
    await expectEnded(laptop);
    expect(await auditedActions(app)).toContainEqual(
      expect.objectContaining({
        action: 'customers.end-sessions',
        record: { type: 'customer', id: user._id },
        reason: 'Phone reported stolen',
      }),
    );
  });

  it("ends only a customer's sessions: a staff member's, the caller's own too, are not ended so", async () => {
    const staff = await signIn(STAFF_EMAIL, STAFF_PASSWORD);
    const staffId = (await me(staff)).json().user._id;
    const revoked = await app.inject(
      withCookie(staff, {
        method: 'POST',
        url: `/api/admin/identity/users/${staffId}/revoke-sessions`,
        payload: { reason: 'Signing out a colleague' },
      }),
    );
    expect(revoked.statusCode, revoked.body).toBe(404);
    expect(revoked.json().message).toBe(`No customer account has the id ${staffId}.`);
    await expectWorks(staff);
    expect(await auditedActions(app)).not.toContainEqual(
      expect.objectContaining({ record: { type: 'customer', id: staffId } }),
    );
  });
});

describe('a service in its own process', () => {
  let identityProcess: FastifyInstance;
  let ordersProcess: FastifyInstance;
  beforeAll(async () => {
    identityProcess = await buildTestServer([identityService], {
      JWT_SECRET: TEST_SESSION_SECRET,
      PUBLIC_ORIGINS: shop,
    });
    await identityProcess.listen({ host: '127.0.0.1', port: 0 });
    const { port } = identityProcess.server.address() as AddressInfo;
    ordersProcess = await buildTestServer([ordersPaymentsService], {
      JWT_SECRET: TEST_SESSION_SECRET,
      PUBLIC_ORIGINS: shop,
      SERVICE_URLS: `identity=http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await ordersProcess.close();
    await identityProcess.close();
  });

  it('asks identity whether a session still stands', async () => {
    const history = (token: string) =>
      ordersProcess.inject(withCookie(token, { method: 'GET', url: '/api/users/orders' }));
    const { token, user } = await register(identityProcess);
    const other = (await login(identityProcess, user.emailAddress, GOOD_PASSWORD)).json().token;
    expect((await history(other)).statusCode).toBe(200);
    await identityProcess.inject(
      withCookie(token, { method: 'POST', url: '/api/auth/logout-everywhere' }),
    );
    // This process never saw `token` live, so it asks and hears that it ended. It still trusts
    // `other` for what is left of LIVE_SESSION_TRUST_MS (the bound the unit tests hold).
    expect((await history(token)).statusCode).toBe(401);
  });
});
