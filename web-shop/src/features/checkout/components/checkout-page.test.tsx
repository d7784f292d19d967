import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureTexts } from '@/shared/i18n/feature-texts';
import type { FakeOrdersPaymentsApi } from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { sharedMenuUrl } from '@/shared/testing/fake-share-url';
import { checkoutCart, savedVisa, shopper } from '../testing/checkout-fixture';
import { stubCheckoutServices } from '../testing/checkout-services';
import { renderCheckout } from '../testing/render-checkout';

let api: FakeOrdersPaymentsApi;

function setUp(options: Parameters<typeof stubCheckoutServices>[0] = {}) {
  api = stubCheckoutServices(options);
}

/** The page once the cart is in: its steps and the order summary. */
const pageShown = () => screen.findByRole('region', { name: 'Order summary' });
const step = (name: RegExp) => screen.getByRole('region', { name });
const where = (router: ReturnType<typeof renderCheckout>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeAll(async () => {
  polyfillDialog();
  await loadFeatureTexts('checkout');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  localStorage.clear();
});

describe('who may check out', () => {
  it('asks a guest to sign in, in the login popup’s e-mail step', async () => {
    setUp({ user: null });
    const router = renderCheckout({ signedIn: false });

    expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/checkout?loginmode=email'));
  });

  it('sends an empty cart back to the grocery list', async () => {
    setUp({ cart: checkoutCart({ selectedRecipes: [], selectedRecipesLength: 0 }) });
    const router = renderCheckout();
    await waitFor(() => expect(where(router)).toBe('/groceries'));
  });

  it('sends a cart under the $10.00 minimum back to the grocery list', async () => {
    const cart = checkoutCart();
    setUp({ cart: { ...cart, cost: { ...cart.cost, subTotal: 999 } } });
    const router = renderCheckout();
    await waitFor(() => expect(where(router)).toBe('/groceries'));
  });
});

describe('the delivery steps', () => {
  it('numbers the steps and shows the day’s slots, full ones disabled, few places said', async () => {
    setUp();
    renderCheckout();
    await pageShown();

    for (const name of [
      /Step 1.*Delivery date/,
      /Step 2.*Time slot/,
      /Step 3.*Delivery address/,
      /Step 4.*Payment/,
    ]) {
      expect(step(name)).toBeTruthy();
    }
    const slots = step(/Time slot/);
    const morning = await within(slots).findByRole('radio', { name: /9:00 AM - 11:00 AM/ });
    expect(morning).toHaveProperty('disabled', false);
    expect(within(slots).getByRole('radio', { name: /11:00 AM - 1:00 PM Full/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(slots).getByRole('radio', { name: /1:00 PM - 3:00 PM Only 2 spots left/ }),
    ).toHaveProperty('disabled', false);

    fireEvent.click(morning);
    expect(morning).toHaveProperty('checked', true);
    expect(within(step(/Time slot/)).getByRole('heading').textContent).toContain('complete');
  });

  it('asks the day of the shopper’s choice, and forgets the slot of another day', async () => {
    setUp();
    renderCheckout();
    await pageShown();
    fireEvent.click(await screen.findByRole('radio', { name: /9:00 AM - 11:00 AM/ }));

    fireEvent.click(screen.getByRole('radio', { name: /Tomorrow/ }));
    await waitFor(() => expect(api.requestsUnder('/api/days/').length).toBe(2));
    const [today, tomorrow] = api
      .requestsUnder('/api/days/')
      .map((request) => Number(request.path.split('/')[3]));
    expect((tomorrow ?? 0) - (today ?? 0)).toBe(24 * 60 * 60 * 1000);
    expect(api.requestsUnder('/api/days/')[0]?.path).toMatch(/\/toronto\/Address%20delivery$/);
    const morning = await screen.findByRole('radio', { name: /9:00 AM - 11:00 AM/ });
    expect(morning).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('radio', { name: /Another date/ }));
    const picker = screen.getByLabelText('Choose a delivery date');
    fireEvent.change(picker, { target: { value: '2001-01-01' } });
    expect(within(step(/Delivery date/)).getByText(/Choose a date from/)).toBeTruthy();
  });
});

describe('the delivery address', () => {
  it('is filled in from the profile', async () => {
    setUp();
    renderCheckout();
    await pageShown();

    const address = step(/Delivery address/);
    expect(within(address).getByLabelText('First name')).toHaveProperty('value', 'Ana');
    expect(within(address).getByLabelText('Phone')).toHaveProperty('value', '416-555-0134');
    expect(within(address).getByLabelText('Street address')).toHaveProperty(
      'value',
      '25 King St W',
    );
    expect(
      await within(address).findByRole('option', { name: 'Toronto', selected: true }),
    ).toBeTruthy();
    expect(within(address).getByLabelText('Allow substitutions')).toHaveProperty('checked', true);
  });

  it('prefers the address of the last checkout in this browser', async () => {
    localStorage.setItem(
      'deliveryAddress',
      JSON.stringify({
        emailAddress: 'ana.work@example.com',
        addressLine1: '1 Front St',
        allowSubstitute: false,
      }),
    );
    setUp();
    renderCheckout();
    await pageShown();

    const address = step(/Delivery address/);
    expect(within(address).getByLabelText('E-mail')).toHaveProperty(
      'value',
      'ana.work@example.com',
    );
    expect(within(address).getByLabelText('Street address')).toHaveProperty('value', '1 Front St');
    expect(within(address).getByLabelText('Allow substitutions')).toHaveProperty('checked', false);
  });

  it('says what is wrong with a field once it is left, in the contract’s terms', async () => {
    setUp({ user: shopper({ addresses: [], phoneNumber: '' }) });
    renderCheckout();
    await pageShown();
    const address = step(/Delivery address/);

    const email = within(address).getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.blur(email);
    expect(within(address).getByText('Invalid email')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    const postalCode = within(address).getByLabelText('Postal code');
    fireEvent.change(postalCode, { target: { value: '12345' } });
    fireEvent.blur(postalCode);
    expect(within(address).getByText('Enter a postal code like K1A 0B1.')).toBeTruthy();

    const phone = within(address).getByLabelText('Phone');
    fireEvent.blur(phone);
    expect(within(address).getByText('Required')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '(416) 555 01' } });
    expect(within(address).getByText('Enter a 10-digit phone number.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '(416) 555-0134' } });
    expect(within(address).queryByText('Enter a 10-digit phone number.')).toBeNull();
  });

  it('shows every problem and takes the shopper there when Place Order finds the address incomplete', async () => {
    setUp({ user: shopper({ addresses: [] }), savedCards: [savedVisa] });
    renderCheckout();
    await pageShown();
    expect(
      within(step(/Time slot/)).getByText('Choose your city in step 3 to see the delivery times.'),
    ).toBeTruthy();
    await within(step(/Payment/)).findByText('Visa ending in 1881');

    fireEvent.click(screen.getByRole('button', { name: /^Place Order/ }));

    const address = step(/Delivery address/);
    expect(within(address).getAllByText('Required').length).toBe(4);
    expect(
      screen.getByText('Some details are missing or need a fix: see the steps marked above.'),
    ).toBeTruthy();
    // The first step to fix: no slot can be chosen before the city.
    await waitFor(() => expect(document.activeElement).toBe(step(/Time slot/)));
    expect(api.requestsTo('POST', '/api/orders')).toEqual([]);
  });

  it('tells the cart the city, so the summary shows that city’s delivery fee', async () => {
    setUp();
    renderCheckout();
    await pageShown();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByRole('button', { name: 'Remove fee?' })).toBeNull();

    const city = within(step(/Delivery address/)).getByLabelText('City');
    await within(step(/Delivery address/)).findByRole('option', { name: 'Ottawa' });
    fireEvent.change(city, { target: { value: 'ottawa' } });

    await waitFor(() => expect(api.requestsTo('POST', '/api/cart/delivery-info').length).toBe(1));
    expect(api.requestsTo('POST', '/api/cart/delivery-info')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Tremblay',
      emailAddress: 'ana@example.com',
      phoneNumber: '416-555-0134',
      city: 'Ottawa',
      province: 'ON',
    });
    await waitFor(() => expect(within(summary).getByText('$2.99')).toBeTruthy());
  });
});

describe('the order summary', () => {
  it('shows the server’s figures, and Remove fee? opens the share dialog that waives the fee', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const cart = checkoutCart();
    setUp({ cart: { ...cart, cost: { ...cart.cost, deliveryFee: 299, totalPrice: 2635 } } });
    const router = renderCheckout();
    await pageShown();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    const figures = within(summary)
      .getAllByRole('definition')
      .map((line) => line.textContent);
    expect(figures).toEqual(['$20.22', '$2.55', '$2.99', '$0.59', '$26.35']);
    expect(screen.getByRole('button', { name: 'Place Order $26.35' })).toBeTruthy();

    fireEvent.click(within(summary).getByRole('button', { name: 'Remove fee?' }));
    expect(where(router)).toBe('/checkout?sharemenu=true');
    const dialog = screen.getByRole('dialog', {
      name: 'Share menu with your friends to get FREE DELIVERY',
    });
    expect(within(dialog).getByText('Chickpea Curry')).toBeTruthy();
    const link = await within(dialog).findByRole('textbox', { name: 'Link to your menu' });
    expect(link).toHaveProperty('value', sharedMenuUrl);
    const [shortened] = api.requestsTo('POST', '/api/share-url');
    const longUrl = new URL((shortened?.body as { longUrl: string } | undefined)?.longUrl ?? '');
    expect(longUrl.pathname).toBe('/recipes');
    expect(longUrl.searchParams.get('addRecipes')).toBe('chickpea-curry:dinner:4');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(within(summary).getByText('Free')).toBeTruthy());
    expect(api.requestsTo('POST', '/api/cart/shared-menu')[0]?.body).toEqual({
      sharedCartUrl: sharedMenuUrl,
    });
    expect(within(summary).queryByRole('button', { name: 'Remove fee?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order $23.36' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where(router)).toBe('/checkout'));
  });

  it.each([
    ['10OFF for a first order', true, '10OFF'],
    ['no code for a shopper who has ordered', false, ''],
  ])('types in %s', async (_case, isFirstOrder, typedIn) => {
    setUp({ user: shopper({ isFirstOrder }) });
    renderCheckout();
    const summary = await pageShown();
    expect(within(summary).getByLabelText('Promo code')).toHaveProperty('value', typedIn);
  });

  it('suggests no code to a cart that has one applied, even once it is removed', async () => {
    const cart = checkoutCart();
    setUp({
      cart: {
        ...cart,
        cost: { ...cart.cost, promoDiscount: 202, totalPrice: cart.cost.totalPrice - 202 },
        promo: { code: '10OFF', applied: true, discount: 202, error: null },
      },
    });
    renderCheckout();
    await pageShown();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('10OFF: $2.02 off')).toBeTruthy();

    fireEvent.click(within(summary).getByRole('button', { name: 'Remove' }));
    expect(await within(summary).findByLabelText('Promo code')).toHaveProperty('value', '');
    expect(api.requestsTo('POST', '/api/cart/check-promo').at(-1)?.body).toMatchObject({
      isRemove: true,
    });
  });

  it('applies a promo code, and says when a code is wrong', async () => {
    setUp();
    renderCheckout();
    await pageShown();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const code = within(summary).getByLabelText('Promo code');

    fireEvent.change(code, { target: { value: 'nope' } });
    fireEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('Coupon code incorrect')).toBeTruthy();

    fireEvent.change(code, { target: { value: '10off' } });
    fireEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(
      await within(summary).findByText('Promo code has been applied successfully'),
    ).toBeTruthy();
    expect(api.requestsTo('POST', '/api/cart/check-promo').at(-1)?.body).toMatchObject({
      promoCode: '10OFF',
      isRemove: false,
    });
    expect(within(summary).getByText('10OFF: $2.02 off')).toBeTruthy();
    expect(within(summary).getByText('−$2.02')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order $21.34' })).toBeTruthy();
  });
});
