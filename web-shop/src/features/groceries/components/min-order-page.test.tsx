import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartAnswer, pricePayload } from '@/shared/cart/testing/cart-answers';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { stubGroceriesServices } from '../testing/groceries-services';
import { fixtureSelections, rememberDraft, renderGroceries } from '../testing/render-groceries';

function setUp(subTotal: number, failing: string[] = []) {
  const api = stubGroceriesServices({
    cart: cartAnswer({ cost: pricePayload({ subTotal }) }),
    failing,
  });
  rememberDraft(fixtureSelections);
  return api;
}

const proceed = () => screen.getByRole('button', { name: 'Continue to checkout' });

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the minimum-order page', () => {
  it('suggests recipes that use the leftovers, from the cart it sends', async () => {
    const api = setUp(850);
    renderGroceries('/min-order');

    expect(await screen.findByRole('heading', { name: 'Reach the minimum order' })).toBeTruthy();
    expect(screen.getByText('Orders start at $10.00. Your subtotal is $8.50.')).toBeTruthy();
    const suggestions = screen.getByRole('region', { name: 'Recipes that use your leftovers' });
    expect(await within(suggestions).findByRole('heading', { name: 'Lentil Soup' })).toBeTruthy();
    expect(within(suggestions).getByText('2 free servings')).toBeTruthy();
    expect(api.requestsTo('/api/recommendation/commonIngredientsRecipe')[0]?.body).toMatchObject({
      cartRecipes: [
        { id: 'chickpea-curry', servings: 4, mealTypeId: 'dinner' },
        { id: 'greek-salad', servings: 2, mealTypeId: 'lunch' },
      ],
      config: { countryCode: 'CA', currency: 'CAD' },
    });

    fireEvent.click(within(suggestions).getByRole('button', { name: 'Add Lentil Soup' }));

    expect(await within(suggestions).findByText('In your cart')).toBeTruthy();
    await waitFor(() =>
      expect(api.saves().at(-1)?.recipes[0]).toMatchObject({ id: 'lentil-soup' }),
    );
  });

  it('keeps the suggestions on screen while new ones load', async () => {
    setUp(850);
    const served = globalThis.fetch;
    let asked = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/recommendation/') && ++asked > 1) await held;
      return served(input, init);
    });
    renderGroceries('/min-order');
    const suggestions = await screen.findByRole('region', {
      name: 'Recipes that use your leftovers',
    });
    fireEvent.click(await within(suggestions).findByRole('button', { name: 'Add Lentil Soup' }));

    // The leftovers changed: new suggestions are asked for, the last ones stay meanwhile.
    await waitFor(() => expect(asked).toBe(2));
    expect(within(suggestions).getByRole('heading', { name: 'Lentil Soup' })).toBeTruthy();
    expect(within(suggestions).queryByRole('status')).toBeNull();
    release();
  });

  it('keeps checkout closed below the minimum', async () => {
    setUp(850);
    renderGroceries('/min-order');
    await screen.findByRole('heading', { name: 'Reach the minimum order' });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Order total' }).getAttribute('aria-busy')).toBe(
        'false',
      ),
    );
    expect(proceed()).toHaveProperty('disabled', true);
  });

  it('lets the shopper on once the minimum is reached', async () => {
    setUp(1200);
    const router = renderGroceries('/min-order');
    await screen.findByRole('heading', { name: 'Reach the minimum order' });
    await waitFor(() => expect(proceed()).toHaveProperty('disabled', false));

    fireEvent.click(proceed());

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('still works when no suggestions can be had', async () => {
    setUp(850, ['/api/recommendation/commonIngredientsRecipe']);
    renderGroceries('/min-order');

    expect(await screen.findByText('Suggestions are not available right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add extra groceries' }));
    expect(screen.getByRole('dialog', { name: 'Extra groceries' })).toBeTruthy();
  });
});
