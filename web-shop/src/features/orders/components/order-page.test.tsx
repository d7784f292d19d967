import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICKUP, SLOT_TAKEN_MESSAGE } from '@mise/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { order, torontoTime } from '../testing/order-fixture';
import { stubShopperOrdersApi } from '../testing/orders-services';
import { dismissNotice, renderOrders } from '../testing/render-orders';
import bannerStyles from './placed-banner.module.css';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const upcoming = order({ _id: 'o-1', slot: { date: '2099-12-03', hour: 11 } });
const tomorrowMorning = order({ _id: 'o-2', canChange: false });

function openOrder(path: string, options: Parameters<typeof stubShopperOrdersApi>[0] = {}) {
  const api = stubShopperOrdersApi({ orders: [upcoming, tomorrowMorning], ...options });
  const router = renderOrders(path);
  return { api, router };
}

const section = (name: string) => screen.findByRole('region', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('an order', () => {
  it('shows its status, delivery, recipes, extras, costs and card', async () => {
    openOrder('/orders/o-2');

    expect(await screen.findByRole('heading', { name: 'Order M-O-2', level: 1 })).toBeTruthy();
    expect(screen.getByText('Pending Delivery')).toBeTruthy();

    const delivery = await section('Delivery');
    expect(within(delivery).getByText('Thursday, December 3')).toBeTruthy();
    expect(within(delivery).getByText(/^11:00\sa\.m\.\s?–\s?1:00\sp\.m\.$/)).toBeTruthy();
    expect(within(delivery).getByText('120 Queen St W')).toBeTruthy();
    expect(within(delivery).getByText('Toronto ON M5H 2N2')).toBeTruthy();
    expect(within(delivery).getByText('(416) 555-0100')).toBeTruthy();
    expect(within(delivery).getByText('Instructions: Ring twice')).toBeTruthy();

    const recipes = await section('Recipes');
    expect(within(recipes).getByRole('link', { name: 'Chickpea Curry' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry?orderId=o-2',
    );
    expect(within(recipes).getByText('4 servings')).toBeTruthy();
    expect(within(recipes).getByRole('link', { name: 'See the menu' }).getAttribute('href')).toBe(
      '/menu/o-2',
    );
    expect(within(await section('Extra products')).getByText('Sparkling water × 2')).toBeTruthy();

    const summary = await section('Order summary');
    const lines = [...summary.querySelectorAll('dl > div')].map((line) =>
      [...line.children].map((cell) => cell.textContent),
    );
    expect(lines).toEqual([
      ['Subtotal', '$48.60'],
      ['Service fee', '$1.46'],
      ['Delivery fee', 'Free'],
      ['Promo 10OFF', '−$4.86'],
      ['Taxes', '$0.59'],
      ['Total', '$54.27'],
    ]);
    expect(within(summary).getByText('Visa ending in 4242')).toBeTruthy();
  });

  it('says where to pick up a pickup order, and when it is open', async () => {
    openOrder('/orders/o-pickup', {
      orders: [order({ _id: 'o-pickup', deliveryType: PICKUP, locationId: 'king-west' })],
      locations: [
        {
          _id: 'king-west',
          name: 'King West pickup',
          cityId: 'toronto',
          lineOne: '500 King St W',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5V 1L9',
          hours: 'Mon-Sat 9:00-21:00',
        },
      ],
    });

    const pickup = await section('Pickup');
    expect(await within(pickup).findByText('King West pickup')).toBeTruthy();
    expect(within(pickup).getByText('Open Mon-Sat 9:00-21:00')).toBeTruthy();
    expect(within(pickup).queryByText('120 Queen St W')).toBeNull();
  });

  it('confirms a just-placed order with one banner, not a notice saying it again', async () => {
    openOrder('/orders/o-1?placed=1');

    const banner = await screen.findByText('Thank you! Your order is confirmed.');
    expect(banner.closest('[role="status"]')?.textContent).toContain(
      'A confirmation e-mail is on its way to ana@example.com.',
    );
    expect(screen.getAllByText(/confirmed/)).toHaveLength(1);
  });

  it('breaks a long e-mail address in the thank-you banner rather than widen the page', async () => {
    // The banner's own stylesheet, under the class names the build gives the component.
    const css = readFileSync(join(import.meta.dirname, 'placed-banner.module.css'), 'utf8');
    const style = document.createElement('style');
    style.textContent = css.replace(
      /\.([a-z][\w-]*)/gi,
      (_rule, name: string) => `.${bannerStyles[name]}`,
    );
    document.head.append(style);
    const email = 'ana.tremblay-desrosiers.commandes+epicerie@courriel.example.com';
    openOrder('/orders/o-1?placed=1', {
      orders: [{ ...upcoming, deliveryAddress: { ...upcoming.deliveryAddress, email } }],
    });

    const banner = (await screen.findByText(/^A confirmation e-mail is on its way/)).closest(
      '[role="status"]',
    );
    const wrap = banner && getComputedStyle(banner).getPropertyValue('overflow-wrap');
    style.remove();
    expect(banner?.textContent).toContain(email);
    expect(wrap).toBe('anywhere');
  });

  it('waits for a payment still being confirmed, then confirms it', async () => {
    const { api } = openOrder('/orders/o-3?placed=1', {
      orders: [
        order({
          _id: 'o-3',
          status: 'PENDING_PAYMENT',
          payment: { ...upcoming.payment, status: 'requires_action' },
        }),
      ],
    });

    expect(await screen.findByText('We are confirming your payment…')).toBeTruthy();
    expect(screen.queryByText('Order M-O-3 is confirmed.')).toBeNull();
    api.update('o-3', { status: 'PENDING_DELIVERY', payment: upcoming.payment });
    expect(
      await screen.findByText('Thank you! Your order is confirmed.', {}, { timeout: 6_000 }),
    ).toBeTruthy();
  });

  it('cancels, after asking, while the delivery is more than 24 hours away', async () => {
    const { api } = openOrder('/orders/o-1');
    const delivery = await section('Delivery');
    expect(
      within(delivery).getByText(/^Until .+, you can change or cancel this order\.$/),
    ).toBeTruthy();

    fireEvent.click(within(delivery).getByRole('button', { name: 'Cancel order' }));
    const ask = await dialog('Cancel this order?');
    expect(ask.textContent).toContain('will be cancelled and your payment refunded to your card');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep my order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST', '/api/orders/o-1/cancel')).toEqual([]);

    fireEvent.click(within(delivery).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(await dialog('Cancel this order?')).getByRole('button', { name: 'Yes, cancel it' }),
    );

    expect(
      await screen.findByText('Order M-O-1 is cancelled. Your refund is on its way.'),
    ).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Refunded: $54.27')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(api.requestsTo('POST', '/api/orders/o-1/cancel')[0]?.body).toEqual({});
    expect(api.order('o-1')?.status).toBe('CANCELLED');
  });

  it('only states the 24-hour rule once the delivery is closer than that', async () => {
    openOrder('/orders/o-2');
    const delivery = await section('Delivery');

    expect(
      within(delivery).getByText(
        'Orders can be changed or cancelled until 24 hours before delivery.',
      ),
    ).toBeTruthy();
    expect(within(delivery).queryByRole('button')).toBeNull();
  });

  it('says what the server said when a cancel comes too late', async () => {
    const { api } = openOrder('/orders/o-1');
    const delivery = await section('Delivery');
    api.update('o-1', { canChange: false });

    fireEvent.click(within(delivery).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(
      within(await dialog('Cancel this order?')).getByRole('button', { name: 'Yes, cancel it' }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be changed: its delivery is less than 24 hours away.',
    );
    expect(api.order('o-1')?.status).toBe('PENDING_DELIVERY');
  });

  it('moves the delivery to another slot of another day', async () => {
    const { api } = openOrder('/orders/o-1', {
      fullSlots: [torontoTime('2099-12-04', 9)],
    });
    fireEvent.click(
      within(await section('Delivery')).getByRole('button', { name: 'Change delivery time' }),
    );
    const change = await dialog('Change delivery time');
    const save = within(change).getByRole('button', { name: 'Save the new time' });
    // The order's own slot is chosen to begin with: nothing to save yet.
    const current = (await within(change).findByRole('radio', {
      checked: true,
    })) as HTMLInputElement;
    expect(current.closest('label')?.textContent).toContain('Your current time');
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(within(change).getByLabelText('Delivery date'), {
      target: { value: '2099-12-04' },
    });
    const full = await within(change).findByRole('radio', { name: /^9:00\s?–\s?11:00/ });
    expect(full).toHaveProperty('disabled', true);
    expect(full.closest('label')?.textContent).toContain('Not available');
    fireEvent.click(within(change).getByRole('radio', { name: /^5:00\s?–\s?7:00/ }));
    fireEvent.click(save);

    expect(await screen.findByText('Your delivery time is changed.')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/orders/o-1')[0]?.body).toEqual({
      date: '2099-12-04',
      timeSlot: torontoTime('2099-12-04', 17),
    });
    const delivery = await section('Delivery');
    expect(within(delivery).getByText('Friday, December 4')).toBeTruthy();
    expect(within(delivery).getByText(/^5:00\s?–\s?7:00\sp\.m\.$/)).toBeTruthy();
  });

  it('says so when the chosen slot was just taken', async () => {
    const { api } = openOrder('/orders/o-1');
    fireEvent.click(
      within(await section('Delivery')).getByRole('button', { name: 'Change delivery time' }),
    );
    const change = await dialog('Change delivery time');
    fireEvent.click(await within(change).findByRole('radio', { name: /^3:00\s?–\s?5:00/ }));
    api.fillSlot(torontoTime('2099-12-03', 15));
    fireEvent.click(within(change).getByRole('button', { name: 'Save the new time' }));

    expect((await within(change).findByRole('alert')).textContent).toBe(SLOT_TAKEN_MESSAGE);
    await waitFor(() =>
      expect(within(change).getByRole('radio', { name: /^3:00\s?–\s?5:00/ })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    expect(api.order('o-1')?.delivery.slotStart).toBe(upcoming.delivery.slotStart);
  });

  it('says in words when there is no such order', async () => {
    openOrder('/orders/somebody-elses');

    expect(
      await screen.findByRole('heading', { name: "We couldn't find this order", level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All your orders' }).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('reads in French', async () => {
    stubShopperOrdersApi({ orders: [tomorrowMorning] });
    renderOrders('/orders/o-2', 'fr-CA');

    expect(await screen.findByRole('heading', { name: 'Commande M-O-2', level: 1 })).toBeTruthy();
    expect(
      screen.getByText(
        'Les commandes peuvent être modifiées ou annulées jusqu’à 24 heures avant la livraison.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Visa se terminant par 4242')).toBeTruthy();
  });
});
