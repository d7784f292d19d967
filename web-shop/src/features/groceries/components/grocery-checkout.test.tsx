import type { CartAnswer } from '@mise/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
import { cartAnswer, pricePayload } from '../testing/cart-fixture';
import { GroceryCheckout } from './grocery-checkout';

/** Like the bottom bar: one Checkout around every step-1 page, mounted across them. */
function renderCheckout(answer: CartAnswer, pending = false) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <GroceryCheckout answer={answer} pending={pending} />
          </>
        ),
        children: [
          { path: '/groceries', element: <h1>Groceries page</h1> },
          { path: '/min-order', element: <h1>Minimum order page</h1> },
          { path: '/checkout', element: <h1>Checkout page</h1> },
        ],
      },
    ],
    '/groceries',
  );
}

const checkout = () => screen.getByRole('button', { name: 'Checkout' });

beforeAll(polyfillDialog);
afterEach(cleanup);

describe('the Checkout button', () => {
  it('goes to checkout when the order is big enough', async () => {
    const router = renderCheckout(cartAnswer());
    fireEvent.click(checkout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('waits while a change is being priced', () => {
    renderCheckout(cartAnswer(), true);
    expect(checkout()).toHaveProperty('disabled', true);
  });

  it('offers suggestions below the minimum order, and leaves no popup open on the way', async () => {
    const router = renderCheckout(cartAnswer({ cost: pricePayload({ subTotal: 850 }) }));

    fireEvent.click(checkout());
    const popup = screen.getByRole('dialog', { name: 'Minimum order' });
    expect(popup.textContent).toContain('Add more servings, more recipes, or extra products.');
    fireEvent.click(within(popup).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('dialog', { name: 'Minimum order' })).toBeNull();
    expect(router.state.location.pathname).toBe('/groceries');

    fireEvent.click(checkout());
    fireEvent.click(screen.getByRole('button', { name: 'Show suggestions' }));
    await screen.findByRole('heading', { name: 'Minimum order page' });
    expect(screen.queryByRole('dialog', { name: 'Minimum order' })).toBeNull();
  });

  it('asks to review a list of staples only, and closes that popup on the way', async () => {
    const staplesOnly = cartAnswer();
    staplesOnly.groceries.requiredProducts = [];
    renderCheckout(staplesOnly);

    fireEvent.click(checkout());
    const popup = screen.getByRole('dialog', { name: 'Review your products' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Continue to checkout' }));

    await screen.findByRole('heading', { name: 'Checkout page' });
    expect(screen.queryByRole('dialog', { name: 'Review your products' })).toBeNull();
  });
});
