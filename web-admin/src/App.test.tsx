import { type FakeIdentityApi, stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { customer, staff, staffAccess } from './testing/accounts';

const entry = (n: number, action: string) => ({
  id: `entry-${n}`,
  action,
  staffId: staff.id,
  staffEmail: staff.email,
  customerId: customer.id,
  customerEmail: customer.email,
  reason: null,
  ip: `203.0.113.${n}`,
  at: new Date(Date.UTC(2025, 5, 30, 12, 0) - n * 60_000).toISOString(),
});

const auditLog = [
  entry(1, 'update-customer-profile'),
  entry(2, 'access-customer-account'),
  entry(3, 'export-customer-data'),
  ...Array.from({ length: 50 }, (_, i) => entry(4 + i, 'access-customer-account')),
];

// The whole console renders on a shared, busy machine: give each step time to settle.
configure({ asyncUtilTimeout: 10_000 });

let api: FakeIdentityApi;

beforeEach(() => {
  api = stubIdentityApi({ accounts: [staff, customer], auditLog });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // react-admin keeps list settings in localStorage; each test starts from none.
  localStorage.clear();
});

const openConsoleAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] })}
    />,
  );

const auditLogRequests = () =>
  api.requestsTo('GET', '/api/admin/identity/audit-log').map(({ query }) => `?${query}`);

const signIn = async (account: typeof staff) => {
  fireEvent.change(await screen.findByLabelText(/E-mail address/), {
    target: { value: account.email },
  });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: account.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('signing in to the console', () => {
  it('refuses a customer with a sentence, and leaves them signed out', async () => {
    openConsoleAt('/');
    await signIn(customer);

    expect(await screen.findByText('This needs a staff account.')).toBeTruthy();
    expect(api.session()).toBeNull();
    expect(screen.getByLabelText(/E-mail address/)).toBeTruthy();
  });

  it('lets a staff member in, to a menu with the log and a way to open a customer account', async () => {
    openConsoleAt('/');
    await signIn(staff);

    expect(await screen.findByText('Welcome to the Mise console')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Staff access log' })).toBeTruthy();
    // The shop's page, loaded in full: an ordinary link, not a route of the console.
    expect(
      screen.getByRole('menuitem', { name: 'Open a customer account' }).getAttribute('href'),
    ).toBe('/admin/signin');
  });
});

describe('the staff access log', () => {
  it('lists the newest entries in words, asking the API for its first page', async () => {
    api.signedInAs(staff.email);
    openConsoleAt('/staff-access');

    const firstRow = (await screen.findByText('203.0.113.1')).closest('tr');
    if (!firstRow) throw new Error('the entry is not in a table row');
    expect(within(firstRow).getByText('Changed a customer profile')).toBeTruthy();
    expect(
      within(firstRow).getByText(new Date(auditLog[0]?.at ?? '').toLocaleString()),
    ).toBeTruthy();
    expect(within(firstRow).getByText(staff.email)).toBeTruthy();
    expect(within(firstRow).getByText(customer.email)).toBeTruthy();
    const secondRow = screen.getByText('203.0.113.2').closest('tr');
    expect(secondRow?.textContent).toContain('Opened a customer account');
    // An action the console has no words for yet still shows, as the server names it.
    expect(screen.getByText('203.0.113.3').closest('tr')?.textContent).toContain(
      'export-customer-data',
    );
    expect(auditLogRequests()).toEqual(['?page=0&perPage=50']);
  });

  it('asks the API for the next page, counted from 0', async () => {
    api.signedInAs(staff.email);
    openConsoleAt('/staff-access');
    await screen.findByText('203.0.113.1');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('203.0.113.51')).toBeTruthy();
    expect(auditLogRequests()).toEqual(['?page=0&perPage=50', '?page=1&perPage=50']);
  });

  it('goes back to the sign-in page when the session has expired (401)', async () => {
    api.signedInAs(staff.email);
    api.before('GET /api/admin/identity/audit-log', () => api.endSession());
    openConsoleAt('/staff-access');

    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    expect(screen.queryByText('203.0.113.1')).toBeNull();
  });

  it('stays, saying why, when the server refuses the session (403)', async () => {
    api.signedInAs(staff.email);
    api.before('GET /api/admin/identity/audit-log', () =>
      api.signedInAs(customer.email, staffAccess),
    );
    openConsoleAt('/staff-access');

    expect(await screen.findByText('This needs a staff account.')).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    // The customer account opened in the shop's tab is left as it is.
    expect(api.session()?.accessedBy).toEqual({
      staffId: staff.id,
      emailAddress: staff.email,
    });
  });
});
