import { SLOT_TAKEN_MESSAGE } from '@mise/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureTexts } from '@/shared/i18n/feature-texts';
import {
  authenticationFailedMessage,
  declinedMessage,
  type FakeOrdersPaymentsApi,
} from '@/shared/orders/testing/fake-orders-payments-api';
import { polyfillDialog } from '@/shared/testing/fake-catalog';
import { savedVisa } from '../testing/checkout-fixture';
import { stubCheckoutServices } from '../testing/checkout-services';
import { renderCheckout } from '../testing/render-checkout';

let api: FakeOrdersPaymentsApi;

function setUp(options: Parameters<typeof stubCheckoutServices>[0] = {}) {
  api = stubCheckoutServices(options);
}

const step = (name: RegExp) => screen.getByRole('region', { name });
const placeButton = () => screen.getByRole('button', { name: /^Place Order/ });
const where = (router: ReturnType<typeof renderCheckout>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const orderPosts = () => api.requestsTo('POST', '/api/orders');

/** The page loaded and the morning slot chosen; the profile fills the address. */
async function chooseMorning() {
  await screen.findByRole('region', { name: 'Order summary' });
  fireEvent.click(await screen.findByRole('radio', { name: /9:00 AM - 11:00 AM/ }));
}

/** A card typed in the sandbox's test form and taken: the payment step closes on it. */
async function addCard(number: string, { save = false } = {}) {
  const payment = step(/Payment/);
  fireEvent.change(await within(payment).findByLabelText('Card number'), {
    target: { value: number },
  });
  fireEvent.change(within(payment).getByLabelText('Expiry (MM/YY)'), {
    target: { value: '12/34' },
  });
  fireEvent.change(within(payment).getByLabelText('CVC'), { target: { value: '123' } });
  if (save) fireEvent.click(within(payment).getByLabelText('Save this card'));
  fireEvent.click(within(payment).getByRole('button', { name: 'Use this card' }));
  await within(payment).findByText(/^Visa ending in/);
}

beforeAll(async () => {
  polyfillDialog();
  await loadFeatureTexts('checkout');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('paying with a new card in the sandbox', () => {
  it('says it is a test, places the order with the card, and goes to the order', async () => {
    setUp();
    localStorage.setItem('guestUserId', '0193f3c8-7a4e-7c1e-9d3b-2f6a1b0c9e11');
    const router = renderCheckout();
    await chooseMorning();

    expect(
      within(step(/Payment/)).getByText('Test mode — no real charge. Use 4242 4242 4242 4242.'),
    ).toBeTruthy();
    await addCard('4242 4242 4242 4242', { save: true });
    expect(api.requestsTo('POST', '/api/payments/sandbox/payment-methods')[0]?.body).toEqual({
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ana Tremblay',
    });
    expect(within(step(/Payment/)).getByRole('button', { name: 'Change' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order $23.36' }));

    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    const [sent] = orderPosts();
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toMatchObject({
      isSaveCard: true,
      paymentMethodId: 'pm_card_visa',
      deliveryAddress: {
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Tremblay',
        lineOne: '25 King St W',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1A1',
        country: 'CA',
        phone: '4165550134',
        deliveryInstructions: 'Ring twice',
        allowSubstitute: true,
        promoDiscount: '',
      },
      selectedRecipes: [
        { recipeId: 'chickpea-curry', servings: 4, mealTypeId: 'dinner', curatedBoxId: null },
      ],
      selectedExtraProducts: { 'sparkling-water': 2 },
      deliveryType: 'Address delivery',
      brandPreferences: 'PREMIUM',
      language: 'en-CA',
    });
    const body = sent?.body as {
      deliveryAddress: { date: string; timeSlot: string };
      deliveryDate: string;
    };
    expect(body.deliveryAddress.timeSlot).toBe(`${body.deliveryAddress.date}T14:00:00.000Z`);
    expect(body.deliveryDate).toBe(`${body.deliveryAddress.date} 9:00 AM - 11:00 AM`);
    // The cart and extras go, and so does the guest id.
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/cart').at(-1)?.body).toMatchObject({
        recipes: [],
        extraGroceries: {},
      }),
    );
    expect(localStorage.getItem('guestUserId')).toBeNull();
  });

  it('sends one order, with one key, however often Place Order is pressed', async () => {
    setUp();
    const router = renderCheckout();
    await chooseMorning();
    await addCard('4242424242424242');
    api.holdOrders();

    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    expect(screen.getByRole('alert', { busy: true }).textContent).toBe(
      'Please wait for the payment to be made',
    );
    expect(placeButton()).toHaveProperty('disabled', true);
    fireEvent.click(placeButton());
    api.release();

    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    expect(orderPosts()).toHaveLength(1);
    expect(api.orders()).toHaveLength(1);
  });

  it('waits for a card before Place Order can be pressed, and says so beside it', async () => {
    setUp();
    renderCheckout();
    await chooseMorning();
    const hint = 'Choose a card in step 4 to place your order.';

    expect(placeButton()).toHaveProperty('disabled', true);
    expect(placeButton().getAttribute('aria-describedby')).toBe(screen.getByText(hint).id);

    await addCard('4242 4242 4242 4242');
    expect(placeButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(hint)).toBeNull();

    // Changing the card opens the step again: the order waits for the new choice.
    fireEvent.click(within(step(/Payment/)).getByRole('button', { name: 'Change' }));
    expect(placeButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(hint)).toBeTruthy();
    expect(orderPosts()).toEqual([]);
  });

  it('says a declined card once, in the payment step, and a new card is a new attempt', async () => {
    setUp();
    const router = renderCheckout();
    await chooseMorning();
    await addCard('4000 0000 0000 0002');

    fireEvent.click(placeButton());

    const payment = step(/Payment/);
    expect((await within(payment).findByRole('alert')).textContent).toBe(declinedMessage);
    // One message: no toast about the card just added, nothing above the button.
    expect(screen.getAllByRole('alert')).toEqual([within(payment).getByRole('alert')]);
    expect(screen.queryByText(/successfully/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Place your order' })).queryByText(/\S/, {
        selector: 'p',
      }),
    ).toBeNull();
    // The declined card is spent: the card form is open again, and the order waits for a card.
    expect(within(payment).getByLabelText('Card number')).toBeTruthy();
    expect(where(router)).toBe('/checkout');
    expect(placeButton()).toHaveProperty('disabled', true);

    await addCard('4242 4242 4242 4242');
    expect(within(step(/Payment/)).queryByText(declinedMessage)).toBeNull();
    fireEvent.click(placeButton());
    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    const [declined, paid] = orderPosts().map((post) => post.headers.get('idempotency-key'));
    expect(paid).not.toBe(declined);
  });

  it('tells the shopper a card the sandbox refuses, in its words', async () => {
    setUp();
    renderCheckout();
    await chooseMorning();
    const payment = step(/Payment/);

    fireEvent.click(within(payment).getByRole('button', { name: 'Use this card' }));
    expect(within(payment).getByText('Enter the card number.')).toBeTruthy();
    expect(within(payment).getByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/payments/sandbox/payment-methods')).toEqual([]);

    fireEvent.change(within(payment).getByLabelText('Card number'), {
      target: { value: '1234 5678 9012 3456' },
    });
    fireEvent.change(within(payment).getByLabelText('Expiry (MM/YY)'), {
      target: { value: '12/34' },
    });
    fireEvent.change(within(payment).getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(within(payment).getByRole('button', { name: 'Use this card' }));
    expect((await within(payment).findByRole('alert')).textContent).toBe(
      'Your card number is incorrect.',
    );
  });
});

describe('a card that asks for 3-D Secure', () => {
  it('opens the test authentication; approving it pays the order', async () => {
    setUp();
    const router = renderCheckout();
    await chooseMorning();
    await addCard('4000 0025 0000 3155');

    fireEvent.click(placeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.textContent).toContain('Test mode');
    expect(dialog.textContent).toContain('$23.36');
    expect(screen.queryByText('Please wait for the payment to be made')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    expect(api.requestsTo('POST', '/api/payments/sandbox/authenticate/pi_order1')[0]?.body).toEqual(
      {
        outcome: 'approve',
      },
    );
    expect(api.requestsTo('POST', '/api/orders/order1/confirm-payment')).toHaveLength(1);
  });

  it('failing it says why in the payment step', async () => {
    setUp();
    const router = renderCheckout();
    await chooseMorning();
    await addCard('4000 0025 0000 3155');
    fireEvent.click(placeButton());

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));

    const payment = step(/Payment/);
    expect((await within(payment).findByRole('alert')).textContent).toBe(
      authenticationFailedMessage,
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull();
    expect(where(router)).toBe('/checkout');
  });
});

describe('orders the server refuses', () => {
  it('reloads the slots when the slot was just taken, and says so there', async () => {
    setUp();
    renderCheckout();
    await chooseMorning();
    await addCard('4242 4242 4242 4242');
    const daysAsked = api.requestsUnder('/api/days/').length;
    api.refuseNextOrder({
      status: 409,
      message: SLOT_TAKEN_MESSAGE,
      fields: [
        { field: 'deliveryAddress.timeSlot', rule: 'available', message: SLOT_TAKEN_MESSAGE },
      ],
    });

    fireEvent.click(placeButton());

    const slots = step(/Time slot/);
    expect((await within(slots).findByRole('alert')).textContent).toBe(SLOT_TAKEN_MESSAGE);
    expect(within(slots).getByRole('radio', { name: /9:00 AM - 11:00 AM/ })).toHaveProperty(
      'checked',
      false,
    );
    await waitFor(() => expect(api.requestsUnder('/api/days/').length).toBe(daysAsked + 1));
    await waitFor(() => expect(document.activeElement).toBe(slots));
  });

  it('puts a refused field’s reason under that field', async () => {
    setUp();
    renderCheckout();
    await chooseMorning();
    await addCard('4242 4242 4242 4242');
    api.refuseNextOrder({
      status: 422,
      message: 'We do not deliver to this postal code yet.',
      fields: [
        {
          field: 'deliveryAddress.postalCode',
          rule: 'served',
          message: 'deliveryAddress.postalCode is outside the delivery area of Toronto',
        },
      ],
    });

    fireEvent.click(placeButton());

    const address = step(/Delivery address/);
    expect(
      await within(address).findByText('is outside the delivery area of Toronto'),
    ).toBeTruthy();
    const postalCode = within(address).getByLabelText('Postal code');
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(postalCode, { target: { value: 'M5V 2T6' } });
    expect(within(address).queryByText('is outside the delivery area of Toronto')).toBeNull();
  });

  it('apologises for a server failure, and retries the same attempt with the same key', async () => {
    setUp();
    const router = renderCheckout();
    await chooseMorning();
    await addCard('4242 4242 4242 4242');
    api.refuseNextOrder({ status: 503, message: 'Payments are down.' });

    fireEvent.click(placeButton());
    expect((await screen.findByText(/^Oops! Something went wrong\./)).textContent).toBe(
      'Oops! Something went wrong. Our technical staff has been notified and we will be looking with the utmost urgency.',
    );

    fireEvent.click(placeButton());
    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    const [failed, retried] = orderPosts().map((post) => post.headers.get('idempotency-key'));
    expect(retried).toBe(failed);
  });
});

describe('saved cards', () => {
  it('starts with the default card chosen and the step closed; it pays without saving again', async () => {
    setUp({ savedCards: [savedVisa] });
    const router = renderCheckout();
    await chooseMorning();

    const payment = step(/Payment/);
    expect(await within(payment).findByText('Visa ending in 1881')).toBeTruthy();
    expect(within(payment).queryByLabelText('Card number')).toBeNull();

    fireEvent.click(within(payment).getByRole('button', { name: 'Change' }));
    expect(within(payment).getByRole('radio', { name: /Visa ending in 1881/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(payment).getByRole('button', { name: 'Use this card' }));

    fireEvent.click(placeButton());
    await waitFor(() => expect(where(router)).toBe('/orders/order1?placed=1'));
    expect(orderPosts()[0]?.body).toMatchObject({
      paymentMethodId: 'pm_saved_visa',
      isSaveCard: false,
    });
  });
});

describe('with Stripe as the provider', () => {
  it('shows Stripe’s secure form rather than the sandbox’s test form', async () => {
    setUp({ provider: 'stripe' });
    renderCheckout();
    await chooseMorning();

    const payment = step(/Payment/);
    expect(await within(payment).findByText('Loading the secure card form…')).toBeTruthy();
    expect(within(payment).queryByText(/Test mode/)).toBeNull();
    expect(within(payment).queryByLabelText('Card number')).toBeNull();
  });
});
