import { type OrderAnswer, orderStatusLabels } from '@mise/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import englishTexts from '@/shared/i18n/locales/orders.en-CA.json';
import { order } from '../testing/order-fixture';
import { stubShopperOrdersApi } from '../testing/orders-services';
import { dismissNotice, renderOrders } from '../testing/render-orders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const delivered = order({
  _id: 'o-delivered',
  status: 'DELIVERED',
  createdAt: '2026-11-02T15:00:00.000Z',
  slot: { date: '2026-11-05', hour: 9 },
  totalPrice: 6_210,
  canChange: false,
});
const pending = order({
  _id: 'o-pending',
  createdAt: '2026-11-28T15:00:00.000Z',
  slot: { date: '2026-12-03', hour: 17 },
  totalPrice: 2_345,
});
const cancelled = order({
  _id: 'o-cancelled',
  status: 'CANCELLED',
  createdAt: '2026-11-15T15:00:00.000Z',
  slot: { date: '2026-11-20', hour: 13 },
  totalPrice: 4_100,
  canChange: false,
});

function openHistory(orders: OrderAnswer[], { signedIn = true, path = '/orders' } = {}) {
  const api = stubShopperOrdersApi({ orders, signedIn });
  const router = renderOrders(path);
  return { api, router };
}

const rowNames = () =>
  screen.getAllByRole('article').map((row) => within(row).getByRole('heading').textContent);

describe('the order history', () => {
  it('asks a guest to log in, in the popup over the page', async () => {
    const { api, router } = openHistory([pending], { signedIn: false });

    expect(await screen.findByRole('heading', { name: 'Log in to see your orders' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?loginmode=email'));
    expect(api.requestsTo('GET', '/api/users/orders')).toEqual([]);
  });

  it('lists every order newest first: number, status, dates and total', async () => {
    const { api } = openHistory([delivered, pending, cancelled]);

    expect(await screen.findByRole('heading', { name: 'Your orders' })).toBeTruthy();
    await screen.findAllByRole('article');
    expect(rowNames()).toEqual(['Order M-O-PENDING', 'Order M-O-CANCELLED', 'Order M-O-DELIVERED']);
    const [request] = api.requestsTo('GET', '/api/users/orders');
    expect(request?.search.toString()).toBe('page=0&perPage=1000');

    const row = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(row).getByText('Pending Delivery')).toBeTruthy();
    expect(within(row).getByText(/^Nov\.? 28, 2026$/)).toBeTruthy();
    expect(within(row).getByText(/^Thursday, December 3, 5:00\s?–\s?7:00\sp\.m\.$/)).toBeTruthy();
    expect(within(row).getByText('$23.45')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Order M-O-PENDING' }).getAttribute('href')).toBe(
      '/orders/o-pending',
    );
  });

  it('sorts by the four sorts; "Delivery scheduled" hides the orders pending delivery', async () => {
    const { router } = openHistory([delivered, pending, cancelled]);
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    expect([...sort.options].map((option) => option.textContent)).toEqual([
      'Date ordered',
      'Delivery scheduled',
      'Low to high price',
      'High to low price',
    ]);

    fireEvent.change(sort, { target: { value: 'priceLowToHigh' } });
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Order M-O-PENDING',
        'Order M-O-CANCELLED',
        'Order M-O-DELIVERED',
      ]),
    );
    fireEvent.change(sort, { target: { value: 'priceHighToLow' } });
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Order M-O-DELIVERED',
        'Order M-O-CANCELLED',
        'Order M-O-PENDING',
      ]),
    );
    fireEvent.change(sort, { target: { value: 'deliveryScheduled' } });
    await waitFor(() => expect(rowNames()).toEqual(['Order M-O-CANCELLED', 'Order M-O-DELIVERED']));
    expect(screen.queryByText('Pending Delivery')).toBeNull();
    // The sort is in the address, so going back to the list keeps it.
    expect(router.state.location.search).toBe('?sort=deliveryScheduled');
  });

  it('says when "Delivery scheduled" leaves nothing to show', async () => {
    openHistory([pending], { path: '/orders?sort=deliveryScheduled' });

    expect(
      await screen.findByText(
        'No orders to show with this sort: every order is still pending delivery.',
      ),
    ).toBeTruthy();
  });

  it('invites a shopper without orders to pick recipes', async () => {
    openHistory([]);

    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore recipes' }).getAttribute('href')).toBe(
      '/recipes',
    );
  });

  it('offers to try again when the history cannot be loaded', async () => {
    const api = stubShopperOrdersApi({ orders: [pending] });
    api.fail('/api/users/orders');
    renderOrders('/orders');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your orders could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo('GET', '/api/users/orders').length).toBe(2));
  });

  it('reads in French', async () => {
    stubShopperOrdersApi({ orders: [pending] });
    renderOrders('/orders', 'fr-CA');

    expect(await screen.findByRole('heading', { name: 'Vos commandes' })).toBeTruthy();
    const row = (await screen.findAllByRole('article'))[0] as HTMLElement;
    expect(within(row).getByText('Livraison en attente')).toBeTruthy();
    expect(within(row).getByText('23,45 $')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeTruthy();
  });

  it("shows the contract's status labels in English", () => {
    expect(englishTexts.orderStatus).toEqual(orderStatusLabels);
  });
});
