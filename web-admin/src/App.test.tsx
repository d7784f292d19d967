import type { AuditEntry } from '@mise/contracts';
import { type FakeIdentityApi, stubIdentityApi } from '@mise/web-testing/identity';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { customer, staff, staffAccess } from './testing/accounts';

const entry = (n: number, action: string): AuditEntry => ({
  id: `entry-${n}`,
  at: new Date(Date.UTC(2025, 5, 30, 12, 0) - n * 60_000).toISOString(),
  service: 'identity',
  action,
  record: { type: 'customer', id: `customer-${n}` },
  actor: { id: staff.id, emailAddress: staff.email, role: 'support' },
  onBehalfOf: n === 1 ? { id: customer.id, emailAddress: customer.email } : null,
  reason: n === 2 ? 'Asked by phone' : null,
  before: n === 1 ? { phoneNumber: '' } : null,
  after: n === 1 ? { phoneNumber: '514-555-0123' } : null,
  request: { id: `request-${n}`, method: 'POST', path: '/api', ip: '203.0.113.9', traceId: null },
});

const auditLog = [
  entry(1, 'customers.update-profile'),
  entry(2, 'customers.access'),
  entry(3, 'customers.export-data'),
  ...Array.from({ length: 50 }, (_, i) => entry(4 + i, 'customers.access')),
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
  api.requestsTo('GET', '/api/admin/audit').map(({ query }) => `?${query}`);

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
    expect(screen.getByRole('menuitem', { name: 'Audit log' })).toBeTruthy();
    // The shop's page, loaded in full: an ordinary link, not a route of the console.
    expect(
      screen.getByRole('menuitem', { name: 'Open a customer account' }).getAttribute('href'),
    ).toBe('/admin/signin');
  });
});

describe('the audit log', () => {
  const rowOf = async (text: string) => {
    const row = (await screen.findByText(text)).closest('tr');
    if (!row) throw new Error(`${text} is not in a table row`);
    return row;
  };

  it('lists the newest entries in words, asking the API for its first page', async () => {
    api.signedInAs(staff.email);
    openConsoleAt('/audit');

    const firstRow = await rowOf('customer customer-1');
    expect(within(firstRow).getByText('Changed a customer profile')).toBeTruthy();
    expect(
      within(firstRow).getByText(new Date(auditLog[0]?.at ?? '').toLocaleString()),
    ).toBeTruthy();
    expect(within(firstRow).getByText(`${staff.email} (support)`)).toBeTruthy();
    expect(within(firstRow).getByText(customer.email)).toBeTruthy();
    expect(within(firstRow).getByText('phoneNumber: (empty) → 514-555-0123')).toBeTruthy();
    const secondRow = await rowOf('customer customer-2');
    expect(secondRow.textContent).toContain('Opened a customer account');
    expect(secondRow.textContent).toContain('Asked by phone');
    // An action the console has no words for yet still shows, as the server names it.
    expect((await rowOf('customer customer-3')).textContent).toContain('customers.export-data');
    expect(auditLogRequests()).toEqual(['?page=0&perPage=25&sort=at&order=DESC']);
  });

  it('asks the API for the next page, counted from 0', async () => {
    api.signedInAs(staff.email);
    openConsoleAt('/audit');
    await screen.findByText('customer customer-1');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('customer customer-26')).toBeTruthy();
    expect(auditLogRequests()).toEqual([
      '?page=0&perPage=25&sort=at&order=DESC',
      '?page=1&perPage=25&sort=at&order=DESC',
    ]);
  });

  it('searches the log with the words typed', async () => {
    api.signedInAs(staff.email);
    openConsoleAt('/audit');
    await screen.findByText('customer customer-1');

    fireEvent.change(screen.getByPlaceholderText('Search the log'), {
      target: { value: 'Asked by phone' },
    });

    await waitFor(() => expect(screen.queryByText('customer customer-1')).toBeNull());
    expect(screen.getByText('customer customer-2')).toBeTruthy();
    expect(auditLogRequests().at(-1)).toBe(
      '?page=0&perPage=25&sort=at&order=DESC&q=Asked+by+phone',
    );
  });

  it('goes back to the sign-in page when the session has expired (401)', async () => {
    api.signedInAs(staff.email);
    api.before('GET /api/admin/audit', () => api.endSession());
    openConsoleAt('/audit');

    expect(await screen.findByLabelText(/E-mail address/)).toBeTruthy();
    expect(screen.queryByText('customer customer-1')).toBeNull();
  });

  it('stays, saying why, when the server refuses the session (403)', async () => {
    api.signedInAs(staff.email);
    api.before('GET /api/admin/audit', () => api.signedInAs(customer.email, staffAccess));
    openConsoleAt('/audit');

    expect(await screen.findByText('This needs a staff account.')).toBeTruthy();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
    // The customer account opened in the shop's tab is left as it is.
    expect(api.session()?.accessedBy).toEqual({
      staffId: staff.id,
      emailAddress: staff.email,
    });
  });
});
