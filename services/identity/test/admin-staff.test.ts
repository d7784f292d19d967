import { passwordResetRequested } from '@mise/contracts';
import { bearerFor } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  auditedActions,
  bearer,
  codeInLink,
  dataOf,
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

/** The first staff account (an admin), signed in as itself. */
async function adminSession() {
  const admin = await storedUser(app, STAFF_EMAIL);
  if (!admin) throw new Error('the first staff account was not made');
  return {
    admin,
    headers: bearerFor(app, admin.id, {
      role: 'staff',
      staffRole: 'admin',
      emailAddress: admin.emailAddress,
    }),
  };
}
const support = () =>
  bearerFor(app, 'staff-support', {
    role: 'staff',
    staffRole: 'support',
    emailAddress: 'support@mise.test',
  });

const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, payload });

const newMember = {
  emailAddress: 'New.Member@Mise.test',
  firstName: 'Nora',
  lastName: 'Member',
  staffRole: 'support',
};
const MEMBER_PASSWORD = 'Member-password-2026!';

/** Adds the member and has them set their password from the mailed link. */
async function memberWithPassword(headers: object) {
  const created = await send('POST', '/api/admin/staff', headers, newMember);
  expect(created.statusCode, created.body).toBe(201);
  const [mail] = await recordedEvents(app, passwordResetRequested.type);
  const set = await send(
    'POST',
    '/api/auth/resetPassword',
    {},
    {
      code: codeInLink(mail),
      password: MEMBER_PASSWORD,
    },
  );
  expect(set.statusCode, set.body).toBe(200);
  return created.json().data as { id: string; emailAddress: string };
}

describe('staff accounts', () => {
  it('are added without a password, mailed a link to set one, and listed; audited', async () => {
    const { admin, headers } = await adminSession();
    const created = await send('POST', '/api/admin/staff', headers, newMember);
    expect(created.statusCode, created.body).toBe(201);
    const member = created.json().data;
    expect(member).toEqual({
      id: expect.any(String),
      firstName: 'Nora',
      lastName: 'Member',
      emailAddress: 'new.member@mise.test',
      staffRole: 'support',
      isPasswordSet: false,
      createdAt: expect.any(String),
      disabledAt: null,
    });
    const [mail] = await recordedEvents(app, passwordResetRequested.type);
    expect(dataOf(passwordResetRequested, mail)).toMatchObject({
      userId: member.id,
      emailAddress: 'new.member@mise.test',
      purpose: 'set',
    });

    const listed = await send('GET', '/api/admin/staff?sort=emailAddress&order=ASC', headers);
    expect(listed.json()).toMatchObject({
      total: 2,
      data: [{ id: member.id }, { id: admin.id, staffRole: 'admin' }],
    });
    const bySearch = await send('GET', '/api/admin/staff?q=nora', headers);
    expect(bySearch.json()).toMatchObject({ total: 1, data: [{ id: member.id }] });
    expect((await send('GET', `/api/admin/staff/${member.id}`, headers)).json().data).toEqual(
      member,
    );

    const set = await send(
      'POST',
      '/api/auth/resetPassword',
      {},
      {
        code: codeInLink(mail),
        password: MEMBER_PASSWORD,
      },
    );
    expect(set.statusCode).toBe(200);
    const signedIn = await login(app, newMember.emailAddress, MEMBER_PASSWORD);
    expect(signedIn.json().user).toMatchObject({ role: 'staff', staffRole: 'support' });

    const [audit] = await auditedActions(app);
    expect(audit).toMatchObject({
      action: 'staff.create',
      record: { type: 'staff', id: member.id },
      actor: { id: admin.id, role: 'admin' },
      before: null,
      after: { emailAddress: 'new.member@mise.test', staffRole: 'support', disabledAt: null },
    });
  });

  it('refuses an address that has an account already (409)', async () => {
    const { headers } = await adminSession();
    const taken = await send('POST', '/api/admin/staff', headers, {
      ...newMember,
      emailAddress: STAFF_EMAIL,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `An account already has the e-mail address ${STAFF_EMAIL.toLowerCase()}.`,
    );
    expect(await auditedActions(app)).toEqual([]);
  });

  it.each([
    [{ ...newMember, emailAddress: 'not-an-address' }, 'emailAddress'],
    [{ ...newMember, firstName: '' }, 'firstName'],
    [{ ...newMember, lastName: undefined }, 'lastName'],
    [{ ...newMember, staffRole: 'boss' }, 'staffRole'],
    [{ ...newMember, password: 'Sneaky-password-1!' }, 'password'],
  ])('refuses the body %j with 400 naming %s', async (payload, field) => {
    const { headers } = await adminSession();
    const answer = await send('POST', '/api/admin/staff', headers, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field });
    expect(await storedUser(app, newMember.emailAddress)).toBeUndefined();
  });

  it('are for admins only: support gets 403, a guest 401, and nothing changes', async () => {
    const { headers } = await adminSession();
    const member = await memberWithPassword(headers);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { ...newMember, emailAddress: 'other@mise.test' }],
      ['PUT', `/api/admin/staff/${member.id}`, { staffRole: 'admin' }],
      ['POST', `/api/admin/staff/${member.id}/disable`, { reason: 'Left the company' }],
    ] as const) {
      const refused = await send(method, url, support(), payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/staff\.write/);
      expect((await send(method, url, {}, payload)).statusCode).toBe(401);
    }
    expect(await storedUser(app, 'other@mise.test')).toBeUndefined();
    expect(await storedUser(app, member.emailAddress)).toMatchObject({
      staffRole: 'support',
      disabledAt: null,
    });
    expect((await auditedActions(app)).map((entry) => entry.action)).toEqual(['staff.create']);
  });
});

describe("a staff member's role", () => {
  it("changes, ending the member's sessions, which carry the old role; audited", async () => {
    const { headers } = await adminSession();
    const member = await memberWithPassword(headers);
    const { token } = (await login(app, member.emailAddress, MEMBER_PASSWORD)).json();

    const changed = await send('PUT', `/api/admin/staff/${member.id}`, headers, {
      staffRole: 'operations',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: member.id, staffRole: 'operations' });
    const old = await send('GET', '/api/auth/me', bearer(token));
    expect(old.statusCode).toBe(401);
    const again = await login(app, member.emailAddress, MEMBER_PASSWORD);
    expect(again.json().user.staffRole).toBe('operations');

    const audit = (await auditedActions(app)).at(-1);
    expect(audit).toMatchObject({
      action: 'staff.role',
      record: { type: 'staff', id: member.id },
      actor: { role: 'admin' },
      before: { staffRole: 'support' },
      after: { staffRole: 'operations' },
    });
  });

  it('cannot be changed by the member themselves (409), nor to an unknown role (400)', async () => {
    const { admin, headers } = await adminSession();
    const own = await send('PUT', `/api/admin/staff/${admin.id}`, headers, {
      staffRole: 'support',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot change the role of your own account.');
    const bad = await send('PUT', `/api/admin/staff/${admin.id}`, headers, { staffRole: 'root' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'staffRole' });
    const unknown = await send('PUT', '/api/admin/staff/nobody', headers, { staffRole: 'admin' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No staff member has the id nobody.');
    expect((await storedUser(app, STAFF_EMAIL))?.staffRole).toBe('admin');
    expect(await auditedActions(app)).toEqual([]);
  });
});

describe('disabling a staff member', () => {
  it('ends their sessions and refuses their sign-in until enabled; both audited', async () => {
    const { headers } = await adminSession();
    const member = await memberWithPassword(headers);
    const { token } = (await login(app, member.emailAddress, MEMBER_PASSWORD)).json();
    const reason = { reason: 'Left the company' };

    const disabled = await send('POST', `/api/admin/staff/${member.id}/disable`, headers, reason);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.disabledAt).not.toBeNull();
    expect((await send('GET', '/api/auth/me', bearer(token))).statusCode).toBe(401);
    const refused = await login(app, member.emailAddress, MEMBER_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This staff account has been disabled. Please ask an admin to enable it again.',
    );

    const enabled = await send('POST', `/api/admin/staff/${member.id}/enable`, headers, {
      reason: 'Came back',
    });
    expect(enabled.json().data.disabledAt).toBeNull();
    expect((await login(app, member.emailAddress, MEMBER_PASSWORD)).statusCode).toBe(200);
    const audit = (await auditedActions(app)).slice(-2);
    expect(audit).toMatchObject([
      {
        action: 'staff.disable',
        record: { type: 'staff', id: member.id },
        reason: 'Left the company',
      },
      { action: 'staff.enable', reason: 'Came back', after: { disabledAt: null } },
    ]);
  });

  it('refuses disabling oneself (409), a missing reason (400) and a customer id (404)', async () => {
    const { admin, headers } = await adminSession();
    const own = await send('POST', `/api/admin/staff/${admin.id}/disable`, headers, {
      reason: 'Testing',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot disable your own account.');
    const noReason = await send('POST', `/api/admin/staff/${admin.id}/disable`, headers, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0]).toMatchObject({ field: 'reason' });
    const customer = (await register(app)).user;
    const notStaff = await send('POST', `/api/admin/staff/${customer._id}/disable`, headers, {
      reason: 'Testing',
    });
    expect(notStaff.statusCode).toBe(404);
    expect(notStaff.json().message).toBe(`No staff member has the id ${customer._id}.`);
    expect((await storedUser(app, STAFF_EMAIL))?.disabledAt).toBeNull();
    expect((await storedUser(app, customer.emailAddress))?.disabledAt).toBeNull();
    expect(await auditedActions(app)).toEqual([]);
  });
});
