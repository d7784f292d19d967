import type {
  AdminCityAnswer,
  AdminCityDay,
  AdminLocationAnswer,
  StaffRole,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { audit, auditApi } from '../audit';
import { openConsoleAt } from '../testing/console';
import { cities, citiesApi, locations, locationsApi } from './index';

const openAt = (path: string, role: StaffRole) =>
  openConsoleAt(path, role, {
    resources: [cities, locations, audit],
    apis: { cities: citiesApi, locations: locationsApi, audit: auditApi },
  });

const city = (id: string, name: string, deliveryFee: number, active = true): AdminCityAnswer => ({
  _id: id,
  name,
  province: 'ON',
  countryCode: 'CA',
  timeZone: 'America/Toronto',
  postalCodePrefixes: ['M'],
  deliveryFee,
  slotCapacity: 20,
  active,
});

const dayOf = (date: string): AdminCityDay => ({
  id: `toronto:${date}`,
  cityId: 'toronto',
  cityName: 'Toronto',
  timeZone: 'America/Toronto',
  date,
  slots: [
    {
      label: '9:00 AM - 11:00 AM',
      start: `${date}T13:00:00.000Z`,
      end: `${date}T15:00:00.000Z`,
      capacity: 20,
      booked: 7,
      held: 2,
      remaining: 11,
      open: true,
    },
    {
      label: '11:00 AM - 1:00 PM',
      start: `${date}T15:00:00.000Z`,
      end: `${date}T17:00:00.000Z`,
      capacity: 20,
      booked: 20,
      held: 0,
      remaining: 0,
      open: false,
    },
  ],
});

const kingWest: AdminLocationAnswer = {
  _id: 'toronto-king-west',
  name: 'Mise King West',
  cityId: 'toronto',
  cityName: 'Toronto',
  lineOne: '620 King St W',
  postalCode: 'M5V 1M6',
  hours: 'Mon-Sat 9:00-21:00',
  active: true,
};

/** The staff delivery API as delivery-slots answers it, keeping what the console sends. */
function fakeDelivery() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const days: string[] = [];
  const toronto = city('toronto', 'Toronto', 299);
  const all = [city('calgary', 'Calgary', 0, false), toronto];
  const keep = async (request: Request) => {
    const body = await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  apiServer.use(
    http.get('*/api/admin/audit', () => HttpResponse.json({ data: [], total: 0 })),
    http.get('*/api/admin/delivery/cities', () => HttpResponse.json({ data: all, total: 2 })),
    http.get('*/api/admin/delivery/cities/toronto', () => HttpResponse.json({ data: toronto })),
    http.put('*/api/admin/delivery/cities/toronto', async ({ request }) => {
      const body = await keep(request);
      Object.assign(toronto, { deliveryFee: body.deliveryFeeCents });
      return HttpResponse.json({ data: toronto });
    }),
    http.get('*/api/admin/delivery/cities/toronto/days/:date', ({ params }) => {
      days.push(String(params.date));
      return HttpResponse.json({ data: dayOf(String(params.date)) });
    }),
    http.get('*/api/admin/delivery/locations', () =>
      HttpResponse.json({ data: [kingWest], total: 1 }),
    ),
    http.post('*/api/admin/delivery/locations', async ({ request }) => {
      const body = await keep(request);
      return HttpResponse.json(
        { data: { ...kingWest, ...body, _id: 'toronto-mise-distillery' } },
        { status: 201 },
      );
    }),
  );
  return { sent, days };
}

describe('delivery cities', () => {
  it('lists the cities with their fee in dollars, capacity and whether delivery is on', async () => {
    fakeDelivery();
    openAt('/cities', 'operations');
    const row = (await screen.findByText('Toronto')).closest('tr');
    if (!row) throw new Error('Toronto is not in a table row');
    expect(within(row).getByText('$2.99')).toBeTruthy();
    expect(within(row).getByText('20')).toBeTruthy();
    expect(within(row).getByText('On')).toBeTruthy();
    const calgary = (await screen.findByText('Calgary')).closest('tr');
    expect(calgary?.textContent).toContain('$0.00');
    expect(calgary?.textContent).toContain('Off');
  });

  it('changes the fee typed in dollars, sending only what the API accepts', async () => {
    const { sent } = fakeDelivery();
    openAt('/cities/toronto', 'operations');
    const fee = await screen.findByLabelText(/Delivery fee/);
    expect((fee as HTMLInputElement).value).toBe('2.99');
    fireEvent.change(fee, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/delivery/cities/toronto',
          body: { deliveryFeeCents: 150, slotCapacity: 20, active: true },
        },
      ]),
    );
  });

  it('refuses a fee above $5.00 with a sentence, sending nothing', async () => {
    const { sent } = fakeDelivery();
    openAt('/cities/toronto', 'operations');
    fireEvent.change(await screen.findByLabelText(/Delivery fee/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/from \$0\.00 to \$5\.00/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows a day of the city’s slots with bookings and places left, for the day picked', async () => {
    const { days } = fakeDelivery();
    openAt('/cities/toronto', 'support');
    const table = await screen.findByRole('table', { name: /Slots of/ });
    const nine = within(table).getByText('9:00 AM - 11:00 AM').closest('tr');
    expect([...(nine?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '9:00 AM - 11:00 AM',
      '20',
      '7',
      '2',
      '11',
      'Open',
    ]);
    expect(within(table).getByText('Full')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-24' } });
    expect(await screen.findByRole('table', { name: 'Slots of 2026-12-24' })).toBeTruthy();
    expect(days).toContain('2026-12-24');
    // Support reads, but may not change the city.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/operations and admins change them/)).toBeTruthy();
  });
});

describe('pickup locations', () => {
  it('lists the locations, and adds one sending only its fields', async () => {
    const { sent } = fakeDelivery();
    openAt('/locations', 'operations');
    expect(await screen.findByText('Mise King West')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Add a location/ }));

    fireEvent.change(await screen.findByLabelText(/Name/), {
      target: { value: 'Mise Distillery' },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /City/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Toronto' }));
    fireEvent.change(screen.getByLabelText(/Street address/), {
      target: { value: '55 Mill St' },
    });
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: 'M5A 3C4' } });
    fireEvent.change(screen.getByLabelText(/Opening hours/), {
      target: { value: 'Mon-Sun 10:00-20:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: '/api/admin/delivery/locations',
          body: {
            name: 'Mise Distillery',
            cityId: 'toronto',
            lineOne: '55 Mill St',
            postalCode: 'M5A 3C4',
            hours: 'Mon-Sun 10:00-20:00',
            active: true,
          },
        },
      ]),
    );
  });

  it('offers support no way to add a location', async () => {
    fakeDelivery();
    openAt('/locations', 'support');
    expect(await screen.findByText('Mise King West')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Add a location/ })).toBeNull();
  });
});
