import { customerAccountAccessed, userSignedIn } from '@mise/contracts';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { argon2Passwords } from '../src/adapters/passwords/argon2.js';
import { bootstrapStaff } from '../src/app/bootstrap-staff.js';
import { staffAudit, users } from '../src/store/schema.js';
import { createUser } from '../src/store/users.js';
import {
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

const accessCustomer = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/auth/login/access-customer-account', payload });
const staffCredentials = { emailAddress: STAFF_EMAIL, password: STAFF_PASSWORD };

async function auditRows() {
  return app.infra.database.db.select().from(staffAudit);
}

describe('the first staff account', () => {
  it('is created at start from STAFF_EMAIL and STAFF_PASSWORD, verified, and logs in', async () => {
    await startWithStaff();
    const staff = await storedUser(app, STAFF_EMAIL);
    expect(staff).toMatchObject({ emailAddress: 'staff@mise.test', role: 'staff' });
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
      action: 'access-customer-account',
      staffId: staff?.id,
      staffEmail: 'staff@mise.test',
      customerId: customer._id,
      customerEmail: customer.emailAddress,
      ip: '127.0.0.1',
    });
    const [accessed] = await recordedEvents(app, customerAccountAccessed.type);
    expect(accessed?.subject).toBe(customer._id);
    expect(dataOf(customerAccountAccessed, accessed)).toEqual({
      staffId: staff?.id,
      customerId: customer._id,
      auditId: audit?.id,
    });
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
    const rows = await auditRows();
    expect(rows.map((row) => row.action).sort()).toEqual([
      'access-customer-account',
      'update-customer-profile',
    ]);
    expect(rows.find((row) => row.action === 'update-customer-profile')).toMatchObject({
      staffEmail: 'staff@mise.test',
      customerId: customer._id,
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
      url: `/api/admin/identity/audit-log${query}`,
      headers: token ? bearer(token) : {},
    });

  it('lists staff actions newest first, a page at a time, to staff', async () => {
    await startWithStaff();
    const customers = [await register(app), await register(app)];
    for (const { user } of customers) {
      await accessCustomer({ ...staffCredentials, userEmail: user.emailAddress });
    }
    const staffToken = (await login(app, STAFF_EMAIL, STAFF_PASSWORD)).json().token;

    const all = await auditLog(staffToken);
    expect(all.statusCode).toBe(200);
    const log = all.json();
    expect(log.total).toBe(2);
    expect(log.entries.map((entry: { customerEmail: string }) => entry.customerEmail)).toEqual([
      customers[1]?.user.emailAddress,
      customers[0]?.user.emailAddress,
    ]);
    expect(Date.parse(log.entries[0].at)).not.toBeNaN();

    const second = await auditLog(staffToken, '?page=1&perPage=1');
    expect(second.json()).toEqual({ entries: [log.entries[1]], total: 2 });
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

  it('refuses a bad page size with 400 naming it', async () => {
    await startWithStaff();
    const staffToken = (await login(app, STAFF_EMAIL, STAFF_PASSWORD)).json().token;
    const answer = await auditLog(staffToken, '?perPage=0');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field: 'perPage' });
  });
});
