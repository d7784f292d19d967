import { customerAccountAccessed, type StaffRole, userSignedIn } from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { argon2Passwords } from '../src/adapters/passwords/argon2.js';
import { bootstrapStaff } from '../src/app/bootstrap-staff.js';
import { users } from '../src/store/schema.js';
import { createUser } from '../src/store/users.js';
import {
  auditedActions,
  bearer,
  dataOf,
  GOOD_PASSWORD,
  login,
  recordedEvents,
  register,
  sessionCookie,
  startIdentity,
  storedUser,
} from './support/identity-app.js';

const STAFF_EMAIL = 'Staff@Mise.test';
const STAFF_PASSWORD = 'Staff-password-2025!';

let app: FastifyInstance;

async function startWithStaff() {
  ({ app } = await startIdentity({ STAFF_EMAIL, STAFF_PASSWORD }));
}
afterEach(async () => {
  await app.close();
});

const ACCESS_REASON = 'Card refused at checkout';
/** Opening a customer's account, with a reason unless the payload says otherwise. */
const accessCustomer = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login/access-customer-account',
    payload: { reason: ACCESS_REASON, ...payload },
  });
const staffCredentials = { emailAddress: STAFF_EMAIL, password: STAFF_PASSWORD };

const auditRows = () => auditedActions(app);

describe('the first staff account', () => {
  it('is created at start from STAFF_EMAIL and STAFF_PASSWORD, verified, and logs in', async () => {
    await startWithStaff();
    const staff = await storedUser(app, STAFF_EMAIL);
    expect(staff).toMatchObject({
      emailAddress: 'staff@mise.test',
      role: 'staff',
      staffRole: 'admin',
    });
    expect(staff?.emailVerifiedAt).not.toBeNull();
    const signedIn = await login(app, STAFF_EMAIL, STAFF_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { role: 'staff' }, accessedBy: null });
  });

  it('is never changed by a later start, nor made out of an existing account', async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    const { db } = app.infra.database;
    await bootstrapStaff(
      db,
      argon2Passwords,
      { STAFF_EMAIL, STAFF_PASSWORD: 'Another-password-99!' },
      app.infra.logger,
    );
    await bootstrapStaff(
      db,
      argon2Passwords,
      { STAFF_EMAIL: customer.emailAddress, STAFF_PASSWORD: 'Another-password-99!' },
      app.infra.logger,
    );
    expect((await login(app, STAFF_EMAIL, STAFF_PASSWORD)).statusCode).toBe(200);
    expect((await login(app, STAFF_EMAIL, 'Another-password-99!')).statusCode).toBe(401);
    expect((await storedUser(app, customer.emailAddress))?.role).toBe('customer');
    expect((await login(app, customer.emailAddress, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('is not made without the settings', async () => {
    ({ app } = await startIdentity());
    const [accounts] = await app.infra.database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(0);
  });
});

describe("a staff member opening a customer's account", () => {
  it('is audited, announced, and acts as the customer with the staff member named', async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    const staff = await storedUser(app, STAFF_EMAIL);
    const signInsBefore = (await recordedEvents(app, userSignedIn.type)).length;

    const answer = await accessCustomer({ ...staffCredentials, userEmail: customer.emailAddress });
    expect(answer.statusCode).toBe(200);
    const accessedBy = { staffId: staff?.id, emailAddress: 'staff@mise.test' };
    const session = answer.json();
    expect(session).toMatchObject({ user: customer, accessedBy });
    expect(sessionCookie(answer)?.value).toBe(session.token);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.token),
    });
    expect(me.json()).toEqual({ user: customer, accessedBy });

    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      service: 'identity',
      action: 'customers.access',
      record: { type: 'customer', id: customer._id },
      actor: { id: staff?.id, emailAddress: 'staff@mise.test', role: 'admin' },
      onBehalfOf: { id: customer._id, emailAddress: customer.emailAddress },
      request: { method: 'POST', path: '/api/auth/login/access-customer-account', ip: '127.0.0.1' },
    });
    expect(audit?.reason).toBe(ACCESS_REASON);
    const [accessed] = await recordedEvents(app, customerAccountAccessed.type);
    expect(accessed?.subject).toBe(customer._id);
    const { endsAt, ...told } = dataOf(customerAccountAccessed, accessed);
    expect(told).toEqual({
      userId: customer._id,
      emailAddress: customer.emailAddress,
      firstName: customer.firstName,
      language: customer.language,
      staffId: staff?.id,
      customerId: customer._id,
      auditId: audit?.id,
      reason: ACCESS_REASON,
    });
    // The access lasts 30 minutes: the token, its cookie and the e-mail all say so.
    const { exp, iat } = app.jwt.decode<{ exp: number; iat: number }>(session.token) ?? {};
    expect((exp ?? 0) - (iat ?? 0)).toBe(30 * 60);
    expect(sessionCookie(answer)?.maxAge).toBe(30 * 60);
    expect(Date.parse(endsAt) - (iat ?? 0) * 1_000).toBeGreaterThanOrEqual(30 * 60 * 1_000 - 1_000);
    expect(Date.parse(endsAt) - (iat ?? 0) * 1_000).toBeLessThanOrEqual(30 * 60 * 1_000 + 1_000);
    // No cart moves: this is not the customer signing in.
    expect(await recordedEvents(app, userSignedIn.type)).toHaveLength(signInsBefore);
  });

  it("audits the staff member's changes to the customer's profile, not the customer's own", async () => {
    await startWithStaff();
    const { user: customer, token: customerToken } = await register(app);
    const { token } = (
      await accessCustomer({ ...staffCredentials, userEmail: customer.emailAddress })
    ).json();
    const update = (as: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${customer._id}`,
        headers: bearer(as),
        payload: { phoneNumber: '514-555-0123' },
      });
    expect((await update(token)).statusCode).toBe(200);
    expect((await update(customerToken)).statusCode).toBe(200);
    // The changes, not the tags of each request made from the account.
    const rows = (await auditRows()).filter((row) => row.action !== 'requests.as-customer');
    expect(rows.map((row) => row.action)).toEqual(['customers.access', 'customers.update-profile']);
    expect(rows[1]).toMatchObject({
      actor: { emailAddress: 'staff@mise.test', role: 'admin' },
      onBehalfOf: { id: customer._id, emailAddress: customer.emailAddress },
      before: { phoneNumber: '' },
      after: { phoneNumber: '514-555-0123' },
    });
  });

  it('refuses an opening without a reason with 400 naming it, and audits nothing', async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    for (const reason of [undefined, '', '  x ']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/login/access-customer-account',
        payload: { ...staffCredentials, userEmail: customer.emailAddress, reason },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields[0]).toMatchObject({ field: 'reason' });
    }
    expect(await auditRows()).toEqual([]);
  });

  it('tags every request made with the opened account in the audit, reads included', async () => {
    await startWithStaff();
    const { user: customer, token: customerToken } = await register(app);
    const { token } = (
      await accessCustomer({ ...staffCredentials, userEmail: customer.emailAddress })
    ).json();
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    await app.inject({
      method: 'PUT',
      url: `/api/users/${customer._id}`,
      headers: bearer(token),
      payload: { phoneNumber: 'not a phone' },
    });
    // The customer's own requests are theirs, and not tagged.
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(customerToken) });
    const tags = await eventually(async () => {
      const found = (await auditRows()).filter((row) => row.action === 'requests.as-customer');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(tags.map((tag) => [tag.request.method, tag.request.path, tag.after])).toEqual([
      ['GET', '/api/auth/me', { status: 200 }],
      ['PUT', `/api/users/${customer._id}`, { status: 400 }],
    ]);
    expect(tags[0]).toMatchObject({
      record: { type: 'customer', id: customer._id },
      actor: { emailAddress: 'staff@mise.test', role: 'admin' },
      onBehalfOf: { id: customer._id },
    });
  });

  it('refuses wrong staff credentials with the login 401, and audits nothing', async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    for (const credentials of [
      { emailAddress: STAFF_EMAIL, password: 'Wrong-password-1' },
      { emailAddress: 'nobody@mise.test', password: STAFF_PASSWORD },
    ]) {
      const answer = await accessCustomer({ ...credentials, userEmail: customer.emailAddress });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('Incorrect email or password.');
    }
    expect(await auditRows()).toEqual([]);
  });

  it("refuses a customer's own credentials with 403: the path needs a staff account", async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    const { user: other } = await register(app);
    const answer = await accessCustomer({
      emailAddress: customer.emailAddress,
      password: GOOD_PASSWORD,
      userEmail: other.emailAddress,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('This needs a staff account.');
    expect(sessionCookie(answer)).toBeUndefined();
    expect(await auditRows()).toEqual([]);
  });

  it('finds no customer for an unknown e-mail or a staff account: 404, nothing audited', async () => {
    await startWithStaff();
    const other = await createUser(app.infra.database.db, {
      emailAddress: 'second.staff@mise.test',
      firstName: 'Second',
      lastName: 'Staff',
      role: 'staff',
    });
    for (const userEmail of ['nobody@example.com', other?.emailAddress, STAFF_EMAIL]) {
      const answer = await accessCustomer({ ...staffCredentials, userEmail });
      expect(answer.statusCode, userEmail).toBe(404);
      expect(answer.json().message).toBe(
        `No customer account has the e-mail address ${userEmail?.toLowerCase()}.`,
      );
    }
    expect(await auditRows()).toEqual([]);
  });
});

describe('the audit log', () => {
  const auditLog = (token: string | undefined, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/admin/audit${query}`,
      headers: token ? bearer(token) : {},
    });

  it('lists every staff write newest first, a page at a time, filtered by record and words', async () => {
    await startWithStaff();
    const customers = [await register(app), await register(app)];
    for (const { user } of customers) {
      await accessCustomer({ ...staffCredentials, userEmail: user.emailAddress });
    }
    const staffToken = (await login(app, STAFF_EMAIL, STAFF_PASSWORD)).json().token;

    const log = await eventually(async () => {
      const all = await auditLog(staffToken);
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBe(2);
      return all.json();
    });
    expect(log.data.map((entry: { record: { id: string } }) => entry.record.id)).toEqual([
      customers[1]?.user._id,
      customers[0]?.user._id,
    ]);
    expect(log.data).toEqual(await auditRows().then((rows) => rows.reverse()));

    const second = await auditLog(staffToken, '?page=1&perPage=1');
    expect(second.json()).toEqual({ data: [log.data[1]], total: 2 });
    const oldestFirst = await auditLog(staffToken, '?order=ASC');
    expect(oldestFirst.json().data).toEqual([...log.data].reverse());

    const first = customers[0]?.user;
    const byRecord = await auditLog(staffToken, `?recordType=customer&recordId=${first?._id}`);
    expect(byRecord.json()).toEqual({ data: [log.data[1]], total: 1 });
    // The words search reads the whole entry: the customer's id is in it, not their e-mail.
    const byWords = await auditLog(staffToken, `?q=${first?._id.slice(0, 12)}`);
    expect(byWords.json().total).toBe(1);
    const staff = await storedUser(app, STAFF_EMAIL);
    expect((await auditLog(staffToken, `?actorId=${staff?.id}`)).json().total).toBe(2);
    expect((await auditLog(staffToken, '?actorId=someone-else')).json().total).toBe(0);
    expect((await auditLog(staffToken, '?to=2020-01-01')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLog(staffToken, `?from=${today}&to=${today}`)).json().total).toBe(2);
  });

  it('is closed to customers and to staff acting as a customer (403), and to guests (401)', async () => {
    await startWithStaff();
    const { user, token: customerToken } = await register(app);
    const actingToken = (
      await accessCustomer({ ...staffCredentials, userEmail: user.emailAddress })
    ).json().token;
    expect((await auditLog(customerToken)).statusCode).toBe(403);
    expect((await auditLog(actingToken)).statusCode).toBe(403);
    expect((await auditLog(undefined)).statusCode).toBe(401);
  });

  it('refuses a bad page size or date with 400 naming it', async () => {
    await startWithStaff();
    const staffToken = (await login(app, STAFF_EMAIL, STAFF_PASSWORD)).json().token;
    for (const [query, field] of [
      ['?perPage=0', 'perPage'],
      ['?from=yesterday', 'from'],
      ['?order=sideways', 'order'],
    ]) {
      const answer = await auditLog(staffToken, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields[0]).toMatchObject({ field });
    }
  });
});

describe('staff roles', () => {
  async function staffWithRole(staffRole: StaffRole) {
    const emailAddress = `${staffRole}@mise.test`;
    await createUser(app.infra.database.db, {
      emailAddress,
      firstName: staffRole,
      lastName: 'Staff',
      role: 'staff',
      staffRole,
      passwordHash: await argon2Passwords.hash(STAFF_PASSWORD),
    });
    return emailAddress;
  }

  it('lets support open an account, and refuses operations with 403, auditing nothing', async () => {
    await startWithStaff();
    const { user: customer } = await register(app);
    const support = await staffWithRole('support');
    const operations = await staffWithRole('operations');
    const refused = await accessCustomer({
      emailAddress: operations,
      password: STAFF_PASSWORD,
      userEmail: customer.emailAddress,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/operations/);
    expect(await auditRows()).toEqual([]);
    const allowed = await accessCustomer({
      emailAddress: support,
      password: STAFF_PASSWORD,
      userEmail: customer.emailAddress,
    });
    expect(allowed.statusCode).toBe(200);
    expect((await auditRows())[0]?.actor).toMatchObject({ emailAddress: support, role: 'support' });
  });

  it("carries the role in the staff member's own session, where the console reads it", async () => {
    await startWithStaff();
    const operations = await staffWithRole('operations');
    const signedIn = await login(app, operations, STAFF_PASSWORD);
    expect(signedIn.json().user).toMatchObject({ role: 'staff', staffRole: 'operations' });
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/admin/identity/users/${signedIn.json().user._id}/revoke-sessions`,
      headers: bearer(signedIn.json().token),
      payload: { reason: 'Testing the role' },
    });
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().message).toMatch(/customers\.disable/);
  });
});
