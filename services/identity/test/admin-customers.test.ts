import { passwordResetRequested, type StaffRole } from '@mise/contracts';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/store/users.js';
import {
  auditedActions,
  bearer,
  codeInLink,
  GOOD_PASSWORD,
  login,
  recordedEvents,
  register,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  startIdentityForEachTest,
  storedUser,
} from './support/identity-app.js';

let app: FastifyInstance;
startIdentityForEachTest(
  (started) => {
    app = started.app;
  },
  { STAFF_EMAIL, STAFF_PASSWORD },
);

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `staff-${staffRole}`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });

const get = (url: string, headers: Record<string, string> = staff('support')) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = staff('support')) =>
  app.inject({ method: 'POST', url, headers, payload: payload as object });

const setState = (id: string, action: 'disable' | 'enable', headers?: Record<string, string>) =>
  post(`/api/admin/customers/${id}/${action}`, { reason: 'Asked by phone, ticket 42' }, headers);

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const sendResetLink = (emailAddress: string) =>
  post('/api/auth/sendResetPasswordLink', { emailAddress }, {});
const resetPassword = (code: string, password: string) =>
  post('/api/auth/resetPassword', { code, password }, {});

const DISABLED = 'This account has been disabled. Please contact Mise customer support.';

describe('the staff list of customers', () => {
  it('lists customers only, searches by name or e-mail, filters, sorts and pages', async () => {
    const ada = await register(app, { firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await register(app, { firstName: 'Grace', lastName: 'Hopper' });
    await createUser(app.infra.database.db, {
      emailAddress: 'member@mise.test',
      firstName: 'Ada',
      lastName: 'Staff',
      role: 'staff',
      staffRole: 'support',
    });

    const all = await get('/api/admin/customers', staff('operations'));
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(2);
    // Newest first by default.
    expect(all.json().data.map((c: { id: string }) => c.id)).toEqual([
      grace.user._id,
      ada.user._id,
    ]);

    const byName = (await get('/api/admin/customers?q=ada%20love')).json();
    expect(byName).toMatchObject({ total: 1, data: [{ id: ada.user._id }] });
    const byEmail = await get(
      `/api/admin/customers?q=${encodeURIComponent(grace.user.emailAddress.slice(0, 12))}`,
    );
    expect(byEmail.json()).toMatchObject({ total: 1, data: [{ id: grace.user._id }] });

    const sorted = (await get('/api/admin/customers?sort=emailAddress&order=ASC')).json();
    const emails = sorted.data.map((c: { emailAddress: string }) => c.emailAddress);
    expect(emails).toEqual([...emails].sort());
    const second = (await get('/api/admin/customers?page=1&perPage=1')).json();
    expect(second).toMatchObject({ total: 2, data: [{ id: ada.user._id }] });

    await setState(ada.user._id, 'disable');
    expect((await get('/api/admin/customers?disabled=true')).json()).toMatchObject({
      total: 1,
      data: [{ id: ada.user._id }],
    });
    expect((await get('/api/admin/customers?disabled=false')).json()).toMatchObject({
      total: 1,
      data: [{ id: grace.user._id }],
    });
  });

  it("shows one customer's profile, and 404 for an unknown id or a staff account", async () => {
    const { user } = await register(app, { phoneNumber: '514-555-0100' });
    const shown = await get(`/api/admin/customers/${user._id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      id: user._id,
      firstName: user.firstName,
      lastName: user.lastName,
      emailAddress: user.emailAddress,
      phoneNumber: '514-555-0100',
      language: 'en-CA',
      createdAt: expect.any(String),
      firstOrderAt: null,
      isEmailVerified: false,
      disabledAt: null,
      addresses: [],
    });
    const member = await createUser(app.infra.database.db, {
      emailAddress: 'member@mise.test',
      firstName: 'Staff',
      lastName: 'Member',
      role: 'staff',
    });
    for (const id of ['no-such-id', member?.id]) {
      const answer = await get(`/api/admin/customers/${id}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(`No customer has the id ${id}.`);
    }
  });

  it.each([
    ['?perPage=0', 'perPage'],
    ['?sort=firstName', 'sort'],
    ['?order=up', 'order'],
    ['?disabled=maybe', 'disabled'],
    ['?q=', 'q'],
  ])('refuses the query %s with 400 naming %s', async (query, field) => {
    const answer = await get(`/api/admin/customers${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field });
  });

  it('is closed to guests (401) and to customers (403)', async () => {
    const { token } = await register(app);
    expect((await get('/api/admin/customers', {})).statusCode).toBe(401);
    expect((await get('/api/admin/customers', bearer(token))).statusCode).toBe(403);
  });
});

describe('disabling and enabling a customer', () => {
  it('ends their sessions and refuses their sign-in; enabling lets them in again; both audited', async () => {
    const { user, token } = await register(app);
    expect((await me(token)).statusCode).toBe(200);

    const disabled = await setState(user._id, 'disable');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: user._id, disabledAt: expect.any(String) });

    const old = await me(token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('You have been signed out. Please sign in again.');
    const refused = await login(app, user.emailAddress, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DISABLED);
    expect(refused.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    // A wrong password is still just wrong: the state is told only to who knows the password.
    expect((await login(app, user.emailAddress, 'Wrong-password-1')).statusCode).toBe(401);

    const enabled = await setState(user._id, 'enable');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.disabledAt).toBeNull();
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);

    const audit = await auditedActions(app);
    expect(audit.map((entry) => entry.action)).toEqual(['customers.disable', 'customers.enable']);
    expect(audit[0]).toMatchObject({
      service: 'identity',
      record: { type: 'customer', id: user._id },
      actor: { id: 'staff-support', emailAddress: 'support@mise.test', role: 'support' },
      reason: 'Asked by phone, ticket 42',
      before: { disabledAt: null },
      after: { disabledAt: disabled.json().data.disabledAt, endedSessions: 1 },
      request: { method: 'POST', path: `/api/admin/customers/${user._id}/disable` },
    });
    expect(audit[1]).toMatchObject({
      before: { disabledAt: disabled.json().data.disabledAt },
      after: { disabledAt: null },
    });
  });

  it('mails no password link to a disabled account, and refuses a link mailed before', async () => {
    const { user } = await register(app);
    await sendResetLink(user.emailAddress);
    const mailed = await recordedEvents(app, passwordResetRequested.type);
    expect(mailed).toHaveLength(1);
    await setState(user._id, 'disable');

    const again = await sendResetLink(user.emailAddress);
    // The same answer as ever, so that it tells nobody about the account.
    expect(again.statusCode).toBe(200);
    expect(await recordedEvents(app, passwordResetRequested.type)).toHaveLength(1);

    const reset = await resetPassword(codeInLink(mailed[0]), 'A-new-password-77!');
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(DISABLED);
    // The password did not change: once enabled, the old one opens the account.
    await setState(user._id, 'enable');
    expect((await login(app, user.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be opened by staff while disabled (409), nothing audited', async () => {
    const { user } = await register(app);
    await setState(user._id, 'disable');
    const access = await post(
      '/api/auth/login/access-customer-account',
      {
        emailAddress: STAFF_EMAIL,
        password: STAFF_PASSWORD,
        userEmail: user.emailAddress,
        reason: 'Helping with an order',
      },
      {},
    );
    expect(access.statusCode).toBe(409);
    expect(access.json().message).toBe(
      `The account of ${user.emailAddress} is disabled: enable it to open it.`,
    );
    expect(access.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect((await auditedActions(app)).map((entry) => entry.action)).toEqual(['customers.disable']);
  });

  it('writes nothing when the account is already so', async () => {
    const { user } = await register(app);
    await setState(user._id, 'disable');
    const twice = await setState(user._id, 'disable');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.disabledAt).not.toBeNull();
    expect((await auditedActions(app)).map((entry) => entry.action)).toEqual(['customers.disable']);
  });

  it('refuses operations (403) and guests (401), changing nothing and auditing nothing', async () => {
    const { user } = await register(app);
    const refused = await setState(user._id, 'disable', staff('operations'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/customers\.disable/);
    expect((await setState(user._id, 'disable', {})).statusCode).toBe(401);
    expect((await storedUser(app, user.emailAddress))?.disabledAt).toBeNull();
    expect(await auditedActions(app)).toEqual([]);
    // Admins may.
    expect((await setState(user._id, 'disable', staff('admin'))).statusCode).toBe(200);
  });

  it.each([
    [{}, 'reason'],
    [{ reason: '  ' }, 'reason'],
    [{ reason: 42 }, 'reason'],
    [{ reason: 'Fraud suspected', extra: true }, 'extra'],
  ])('refuses the body %j with 400 naming %s, changing nothing', async (payload, field) => {
    const { user } = await register(app);
    const answer = await post(`/api/admin/customers/${user._id}/disable`, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field });
    expect((await storedUser(app, user.emailAddress))?.disabledAt).toBeNull();
  });

  it('answers 404 for an unknown customer', async () => {
    const answer = await setState('no-such-id', 'disable');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No customer has the id no-such-id.');
  });

  it('is seen by the audit log', async () => {
    const { user } = await register(app);
    await setState(user._id, 'disable');
    await eventually(async () => {
      const log = await get(`/api/admin/audit?recordType=customer&recordId=${user._id}`);
      expect(log.json().data.map((entry: { action: string }) => entry.action)).toEqual([
        'customers.disable',
      ]);
    });
  });
});
