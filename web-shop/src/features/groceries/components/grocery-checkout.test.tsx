import type { CartAnswer } from '@mise/contracts';
import { stubIdentityApi } from '@mise/web-testing/identity';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAnswer, oliveOil, pricePayload } from '@/shared/cart/testing/cart-answers';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { renderRoutes } from '@/shared/testing/render-routes';
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

/** The fixture's staple (olive oil) already chosen: nothing left to offer at checkout. */
const withStaplesChosen = (answer: CartAnswer): CartAnswer => ({
  ...answer,
  nonRequiredIngredients: [oliveOil._id],
});

beforeAll(polyfillDialog);
// A guest: the pantry check is for signed-in shoppers (groceries-pantry.test.tsx).
beforeEach(() => void stubIdentityApi());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Checkout button', () => {
  it('goes to checkout when the order is big enough', async () => {
    const router = renderCheckout(withStaplesChosen(cartAnswer()));
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

  describe('the checkout-start popup', () => {
    /** Cart saves, as the cart store sends them once a staple is added. */
    function recordSaves() {
      const saves: Array<{ nonRequiredProductsToCost?: string[] }> = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
          if (init?.method === 'POST') saves.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ message: 'not priced in this test' }), {
            status: 503,
          });
        }),
      );
      return saves;
    }

    /** The cart with two staples not bought yet: olive oil and salt. */
    function withTwoStaples(): CartAnswer {
      const answer = cartAnswer();
      answer.groceries.nonRequiredProducts = [
        {
          category: { _id: 'pantry', name: 'Pantry staples' },
          ingredients: [oliveOil, { ...oliveOil, _id: 'salt', name: 'Salt' }],
        },
      ];
      return answer;
    }

    it('starts with every staple unticked, and its add button names only the ticked ones', async () => {
      const saves = recordSaves();
      const router = renderCheckout(withTwoStaples());

      fireEvent.click(checkout());
      const popup = await screen.findByRole('dialog', { name: 'Anything else for your kitchen?' });
      const staples = within(popup).getAllByRole('checkbox');
      expect(staples.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
      expect(within(popup).queryByRole('button', { name: /^Add / })).toBeNull();

      fireEvent.click(within(popup).getByRole('checkbox', { name: 'Salt' }));
      fireEvent.click(
        within(popup).getByRole('button', { name: 'Add 1 item to cart and continue' }),
      );

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(screen.queryByRole('dialog', { name: 'Anything else for your kitchen?' })).toBeNull();
      await waitFor(() => expect(saves.at(-1)?.nonRequiredProductsToCost).toEqual(['salt']));
    });

    it('takes a tick back off, and goes on without adding anything on no thanks', async () => {
      const saves = recordSaves();
      const router = renderCheckout(withTwoStaples());

      fireEvent.click(checkout());
      const popup = await screen.findByRole('dialog', { name: 'Anything else for your kitchen?' });
      const oil = within(popup).getByRole('checkbox', { name: 'Olive oil' });
      fireEvent.click(oil);
      expect(oil).toHaveProperty('checked', true);
      fireEvent.click(oil);
      expect(within(popup).queryByRole('button', { name: /^Add / })).toBeNull();
      fireEvent.click(
        within(popup).getByRole('button', { name: 'No thanks, continue to checkout' }),
      );

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
      expect(saves).toEqual([]);
    });

    it('leaves out what the pantry holds', async () => {
      const fromPantry = cartAnswer();
      fromPantry.groceries.nonRequiredProducts = [
        {
          category: { _id: 'pantry', name: 'Pantry staples' },
          ingredients: [{ ...oliveOil, fromUserPantry: true }],
        },
      ];
      const router = renderCheckout(fromPantry);
      fireEvent.click(checkout());
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    });
  });
});
