import type { AdminCustomer, StaffMember, StaffRole } from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { audit, auditApi } from '../audit';
import { orders, ordersApi } from '../orders';
import { staff, staffApi } from '../staff';
import { openConsoleAt } from '../testing/console';
import { customers, customersApi } from './index';

const openAt = (path: string, role: StaffRole) =>
  openConsoleAt(path, role, {
    resources: [customers, staff, orders, audit],
    apis: { customers: customersApi, staff: staffApi, orders: ordersApi, audit: auditApi },
  });

const ada: AdminCustomer = {
  id: 'user-ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  phoneNumber: '514-555-0100',
  language: 'en-CA',
  createdAt: '2026-03-01T12:00:00.000Z',
  firstOrderAt: '2026-03-05T12:00:00.000Z',
  isEmailVerified: true,
  disabledAt: null,
  addresses: [
    {
      lineOne: '12 Rue Sainte-Catherine',
      lineTwo: '',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2X 1K4',
      deliveryInstructions: '',
      country: 'CA',
      primary: true,
    },
  ],
};

/** The staff customer APIs of identity, orders-payments and pantry, keeping what is sent. */
function fakeCustomers() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const customer = { ...ada };
  apiServer.use(
    http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('*/api/admin/orders', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('*/api/admin/customers', () => HttpResponse.json({ data: [customer], total: 1 })),
    http.get('*/api/admin/customers/user-ada', () => HttpResponse.json({ data: customer })),
    http.post('*/api/admin/customers/user-ada/disable', async ({ request }) => {
      sent.push({
        method: 'POST',
        path: new URL(request.url).pathname,
        body: await request.json(),
      });
      customer.disabledAt = '2026-03-10T12:00:00.000Z';
      return HttpResponse.json({ data: customer });
    }),
    http.get('*/api/admin/payment-methods', ({ request }) => {
      expect(new URL(request.url).searchParams.get('userId')).toBe('user-ada');
      return HttpResponse.json({
        data: [
          {
            id: 'pm_1',
            brand: 'visa',
            last4: '4242',
            expMonth: 4,
            expYear: 2030,
            isDefault: true,
          },
        ],
        total: 1,
      });
    }),
    http.get('*/api/admin/pantry-summary', () =>
      HttpResponse.json({
        data: {
          items: 3,
          lots: 4,
          valueCents: 1234,
          lotsWithoutValue: 1,
          expiringSoon: 2,
          expiringBy: '2026-03-12',
          wastedThisMonth: { cents: 350, grams: 200 },
        },
      }),
    ),
  );
  return { sent };
}

describe('customers', () => {
  it('lists customers with their e-mail and state', async () => {
    fakeCustomers();
    openAt('/customers', 'operations');
    const row = (await screen.findByText('Ada Lovelace')).closest('tr');
    expect(row?.textContent).toContain('ada@example.com');
    expect(row?.textContent).toContain('Active');
  });

  it('shows the profile, addresses, saved cards by last 4 digits and the pantry in short', async () => {
    fakeCustomers();
    openAt('/customers/user-ada/show', 'operations');
    expect(await screen.findByText('Visa •••• 4242 · default')).toBeTruthy();
    expect(screen.getByText(/12 Rue Sainte-Catherine, Montréal QC H2X 1K4/)).toBeTruthy();
    expect(await screen.findByText(/3 ingredients in 4 lots, worth \$12\.34/)).toBeTruthy();
    expect(screen.getByText(/2 lots expire by 2026-03-12/)).toBeTruthy();
    // Operations may read, not disable.
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('disables the account with a reason (support)', async () => {
    const { sent } = fakeCustomers();
    openAt('/customers/user-ada/show', 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    fireEvent.change(await screen.findByLabelText(/Reason/), {
      target: { value: 'Card fraud reported' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Disable the account' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/admin/customers/user-ada/disable',
          body: { reason: 'Card fraud reported' },
        },
      ]),
    );
    expect(await screen.findByText('The account is disabled and signed out.')).toBeTruthy();
  });
});

const nora: StaffMember = {
  id: 'staff-nora',
  firstName: 'Nora',
  lastName: 'Member',
  emailAddress: 'nora@mise.test',
  staffRole: 'support',
  isPasswordSet: true,
  createdAt: '2026-03-01T12:00:00.000Z',
  disabledAt: null,
};

function fakeStaff() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const member = { ...nora };
  const keep = async (request: Request) => {
    const body = await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  apiServer.use(
    http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('*/api/admin/staff', () => HttpResponse.json({ data: [member], total: 1 })),
    http.get('*/api/admin/staff/staff-nora', () => HttpResponse.json({ data: member })),
    http.put('*/api/admin/staff/staff-nora', async ({ request }) => {
      Object.assign(member, await keep(request));
      return HttpResponse.json({ data: member });
    }),
    http.post('*/api/admin/staff', async ({ request }) => {
      const body = await keep(request);
      return HttpResponse.json(
        { data: { ...nora, ...body, id: 'staff-new', isPasswordSet: false } },
        { status: 201 },
      );
    }),
  );
  return { sent };
}

describe('staff', () => {
  it('is for admins only', async () => {
    fakeStaff();
    openAt('/staff', 'support');
    expect(await screen.findByText('Only admins manage staff accounts and roles.')).toBeTruthy();
  });

  it("changes a member's role, sending only the role", async () => {
    const { sent } = fakeStaff();
    openAt('/staff/staff-nora', 'admin');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^Operations/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/api/admin/staff/staff-nora', body: { staffRole: 'operations' } },
      ]),
    );
  });

  it('adds a member, sending only the fields the API takes', async () => {
    const { sent } = fakeStaff();
    openAt('/staff/create', 'admin');
    fireEvent.change(await screen.findByLabelText(/E-mail/), {
      target: { value: 'new@mise.test' },
    });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'New' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Person' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/admin/staff',
          body: {
            emailAddress: 'new@mise.test',
            firstName: 'New',
            lastName: 'Person',
            staffRole: 'support',
          },
        },
      ]),
    );
    expect(
      await screen.findByText('new@mise.test was added and mailed a link to set a password.'),
    ).toBeTruthy();
  });
});
