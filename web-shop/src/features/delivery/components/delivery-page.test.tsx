import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDeliveryApi } from '@/shared/testing/fake-delivery-api';
import { renderDelivery } from '../testing/render-delivery';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowsOf = (province: HTMLElement) =>
  within(province)
    .getAllByRole('row')
    .slice(1)
    // French money has a no-break space before the $.
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));

describe('the delivery cities page', () => {
  it('lists the served cities by province with their delivery fee, and the pickups', async () => {
    stubDeliveryApi();
    renderDelivery();

    expect(await screen.findByRole('heading', { name: 'Delivery cities', level: 1 })).toBeTruthy();
    const provinces = await screen.findAllByRole('region', { name: /^(British|Ontario|Quebec)/ });
    expect(
      provinces.map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['British Columbia', 'Ontario', 'Quebec']);
    const ontario = screen.getByRole('region', { name: 'Ontario' });
    expect(rowsOf(ontario)).toEqual([
      ['Ottawa', '$2.99'],
      ['Toronto', 'Free'],
    ]);
    expect(within(ontario).getByRole('table', { name: 'Cities in Ontario' })).toBeTruthy();
    expect(within(ontario).getByText('King West pickup')).toBeTruthy();
    expect(within(ontario).getByText('Open Mon-Sat 9:00-21:00')).toBeTruthy();
    expect(rowsOf(screen.getByRole('region', { name: 'Quebec' }))).toEqual([['Montréal', '$4.99']]);
  });

  it('states the delivery hours, windows and same-day notice from the service', async () => {
    stubDeliveryApi({ sameDayLeadHours: 3 });
    renderDelivery();

    const facts = await screen.findByRole('region', { name: 'How delivery works' });
    expect(within(facts).getByText('9 a.m. to 9 p.m., every day')).toBeTruthy();
    expect(within(facts).getByText('2-hour windows you choose at checkout')).toBeTruthy();
    expect(within(facts).getByText('Order at least 3 hours before the window starts')).toBeTruthy();
    expect(within(facts).getByText('Change or cancel until 24 hours before delivery')).toBeTruthy();
  });

  it('says when no city is served yet', async () => {
    stubDeliveryApi({ cities: [], locations: [] });
    renderDelivery();

    expect(await screen.findByText("We don't deliver anywhere yet")).toBeTruthy();
  });

  it('offers to try again when the cities cannot be loaded', async () => {
    const api = stubDeliveryApi();
    api.fail();
    renderDelivery();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The delivery cities could not be loaded.');
    api.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Ontario' })).toBeTruthy();
  });

  it('reads in French', async () => {
    stubDeliveryApi();
    renderDelivery('fr-CA');

    expect(
      await screen.findByRole('heading', { name: 'Villes desservies', level: 1 }),
    ).toBeTruthy();
    const quebec = await screen.findByRole('region', { name: 'Québec' });
    expect(rowsOf(quebec)).toEqual([['Montréal', '4,99 $']]);
    expect(rowsOf(screen.getByRole('region', { name: 'Ontario' }))[1]).toEqual([
      'Toronto',
      'Gratuit',
    ]);
    expect(screen.getByText(/^De 0?9 h à 21 h, tous les jours$/)).toBeTruthy();
  });
});
