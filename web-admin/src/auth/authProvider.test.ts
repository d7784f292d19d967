import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, staff } from '../testing/accounts';
import { fakeIdentityApi } from '../testing/fakeIdentityApi';
import { authProvider } from './authProvider';

let api: ReturnType<typeof fakeIdentityApi>;

beforeEach(() => {
  api = fakeIdentityApi({ accounts: [staff, customer] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const credentialsOf = (account: typeof staff) => ({
  username: account.emailAddress,
  password: account.password,
});

describe('authProvider.login', () => {
  it('signs a staff member in, and they are then who the console knows', async () => {
    await authProvider.login(credentialsOf(staff));

    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: staff.id,
      fullName: staff.emailAddress,
    });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('staff');
  });

  it('refuses a customer account and ends the session the sign-in opened', async () => {
    await expect(authProvider.login(credentialsOf(customer))).rejects.toThrow(
      'This needs a staff account.',
    );
    expect(api.session).toBeNull();
    expect(api.requests.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
    ]);
  });

  it("passes on the server's words for wrong credentials", async () => {
    await expect(
      authProvider.login({ username: staff.emailAddress, password: 'not-it' }),
    ).rejects.toThrow('Incorrect email or password.');
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
    api.openCustomerAccount(staff, customer);

    await expect(authProvider.checkAuth({})).rejects.toThrow('This needs a staff account.');
    await expect(authProvider.getPermissions?.({})).resolves.toBeNull();
  });

  it('refuses a customer signed in on the shop', async () => {
    api.signInAs(customer);
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
    api.signInAs(staff);
    await authProvider.logout({});
    expect(api.session).toBeNull();
  });

  it("leaves alone the customer account a staff member opened in the shop's tab", async () => {
    api.openCustomerAccount(staff, customer);
    await authProvider.logout({});
    expect(api.session).toEqual({
      userId: customer.id,
      accessedBy: { staffId: staff.id, emailAddress: staff.emailAddress },
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
