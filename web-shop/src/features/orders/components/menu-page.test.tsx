import { withCallsOf } from '@mise/web-testing/responses';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubCartApi } from '@/shared/cart/testing/fake-cart-api';
import { stubOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { stubShareUrlApi } from '@/shared/testing/fake-share-url';
import { order } from '../testing/order-fixture';
import { dismissNotice, renderOrders } from '../testing/render-orders';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  dismissNotice();
});

const placed = order({ _id: 'o-1', slot: { date: '2026-12-03', hour: 11 } });
const shareTitle = 'Share menu with your friends to get FREE DELIVERY';

// The menu is for sharing: it opens without a session.
function openMenu(path: string) {
  const orders = stubOrdersPaymentsApi({
    orders: [placed],
    isSignedIn: () => false,
    firstName: 'Ana',
  });
  const api = withCallsOf(orders, stubShareUrlApi(), stubCartApi({ recipes: [] }));
  const router = renderOrders(path);
  return { api, router };
}

describe("an order's menu", () => {
  it('shows the recipes of the order, to cook, print and share', async () => {
    openMenu('/menu/o-1');

    expect(await screen.findByRole('heading', { name: "Ana's menu", level: 1 })).toBeTruthy();
    expect(screen.getByText('Delivery on Thursday, December 3, 2026')).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Chickpea Curry',
      'Greek Salad',
    ]);
    const curry = cards[0] as HTMLElement;
    expect(within(curry).getByText('4 servings')).toBeTruthy();
    expect(within(curry).getByRole('link', { name: 'Chickpea Curry' }).getAttribute('href')).toBe(
      '/recipes/chickpea-curry?orderId=o-1&servings=4',
    );
    expect(
      within(curry).getByRole('link', { name: 'Print recipe Chickpea Curry' }).getAttribute('href'),
    ).toBe('/recipes/chickpea-curry/print?servings=4');

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Print menu' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('opens the share dialog on /menu/{orderId}/share and closes back to the menu', async () => {
    const { api, router } = openMenu('/menu/o-1');
    fireEvent.click(await screen.findByRole('link', { name: 'Share' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/o-1/share'));
    const popup = await screen.findByRole('dialog', { name: shareTitle });
    expect(within(popup).getByText("Ana's menu")).toBeTruthy();
    expect(within(popup).getByText('Chickpea Curry')).toBeTruthy();
    expect(within(popup).getByText('Greek Salad')).toBeTruthy();
    const link = (await within(popup).findByRole('textbox', {
      name: 'Link to your menu',
    })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/s/Ab3dE5gH7j`);
    expect(api.requestsTo('POST', '/api/share-url')[0]?.body).toEqual({
      baseUrl: window.location.origin,
      longUrl: `${window.location.origin}/menu/o-1`,
    });
    const email = within(popup).getByRole('link', { name: 'Share by e-mail' });
    expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(
      `Check out my menu: ${window.location.origin}/s/Ab3dE5gH7j`,
    );

    // Sharing is what earns the free delivery.
    fireEvent.click(email);
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/cart/shared-menu')[0]?.body).toEqual({
        sharedCartUrl: `${window.location.origin}/s/Ab3dE5gH7j`,
      }),
    );

    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu/o-1'));
    expect(screen.queryByRole('dialog', { name: shareTitle })).toBeNull();
    expect(screen.getByRole('heading', { name: "Ana's menu", level: 1 })).toBeTruthy();
  });

  it('shares one recipe from /menu/{orderId}/share/{id}', async () => {
    const { api } = openMenu('/menu/o-1/share/greek-salad');

    const popup = await screen.findByRole('dialog', { name: shareTitle });
    expect(within(popup).getByText('Greek Salad')).toBeTruthy();
    expect(within(popup).queryByText('Chickpea Curry')).toBeNull();
    await within(popup).findByRole('textbox', { name: 'Link to your menu' });
    expect(api.requestsTo('POST', '/api/share-url')[0]?.body).toMatchObject({
      longUrl: `${window.location.origin}/recipes/greek-salad`,
    });
  });

  it('says in words when there is no such menu', async () => {
    openMenu('/menu/unknown');

    expect(
      await screen.findByRole('heading', { name: "We couldn't find this menu", level: 1 }),
    ).toBeTruthy();
  });
});
