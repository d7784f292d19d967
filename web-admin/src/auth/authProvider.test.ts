import { type FakeIdentityApi, stubIdentityApi } from '@mise/web-testing/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, staff, staffAccess } from '../testing/accounts';
import { authProvider } from './authProvider';

let api: FakeIdentityApi;

beforeEach(() => {
  api = stubIdentityApi({ accounts: [staff, customer] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const credentialsOf = (account: typeof staff) => ({
  username: account.email,
  password: account.password,
});

describe('authProvider.login', () => {
  it('signs a staff member in, and they are then who the console knows', async () => {
    await authProvider.login(credentialsOf(staff));

    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: staff.id,
      fullName: staff.email,
    });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('admin');
  });

  it('refuses a customer account and ends the session the sign-in opened', async () => {
    await expect(authProvider.login(credentialsOf(customer))).rejects.toThrow(
      'This needs a staff account.',
    );
    expect(api.session()).toBeNull();
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
    ]);
  });

  it("passes on the server's words for wrong credentials", async () => {
    await expect(authProvider.login({ username: staff.email, password: 'not-it' })).rejects.toThrow(
      'Incorrect email or password.',
    );
  });

  it('says the server could not be reached instead of "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(authProvider.login(credentialsOf(staff))).rejects.toThrow(
      'The console could not reach the server. Check the connection, then try again.',
    );
  });
});

describe('authProvider.checkAuth', () => {
  it('refuses a staff member who is acting as a customer', async () => {
    api.signedInAs(customer.email, staffAccess);

    await expect(authProvider.checkAuth({})).rejects.toThrow('This needs a staff account.');
    await expect(authProvider.getPermissions?.({})).resolves.toBeNull();
  });

  it('refuses a customer signed in on the shop', async () => {
    api.signedInAs(customer.email);
    await expect(authProvider.checkAuth({})).rejects.toThrow('This needs a staff account.');
  });

  it('asks to sign in again when nobody is signed in', async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow(
      'Your session has ended. Please sign in again.',
    );
  });
});

describe('authProvider.logout', () => {
  it("ends the staff member's console session", async () => {
    api.signedInAs(staff.email);
    await authProvider.logout({});
    expect(api.session()).toBeNull();
  });

  it("leaves alone the customer account a staff member opened in the shop's tab", async () => {
    api.signedInAs(customer.email, staffAccess);
    await authProvider.logout({});
    expect(api.session()).toEqual({
      userId: customer.id,
      accessedBy: { staffId: staff.id, emailAddress: staff.email },
    });
  });
});

describe('authProvider.checkError', () => {
  it('logs out on a 401 and stays signed in on a 403', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});
