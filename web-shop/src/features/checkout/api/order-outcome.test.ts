import { SLOT_TAKEN_MESSAGE } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { orderFor } from '@/shared/orders/testing/fake-orders-payments-api';
import { checkoutCart } from '../testing/checkout-fixture';
import { paymentStateOf, placeFailureOf } from './order-outcome';

const refusal = (
  status: number,
  message: string,
  fields: Array<{ field: string; rule: string; message: string }> = [],
) => new ApiError(status, { type: 'about:blank', title: 'Problem', status, message, fields }, '');

describe('a refused order', () => {
  it('is a decline at 402, in the provider’s words', () => {
    expect(placeFailureOf(refusal(402, 'Your card has insufficient funds.'))).toEqual({
      kind: 'declined',
      message: 'Your card has insufficient funds.',
    });
  });

  it('puts each field’s reason where the field is shown', () => {
    const failure = placeFailureOf(
      refusal(422, 'Check the address.', [
        {
          field: 'deliveryAddress.postalCode',
          rule: 'served',
          message: 'deliveryAddress.postalCode is not served',
        },
        { field: 'paymentMethodId', rule: 'known', message: 'This card is not yours.' },
        { field: 'selectedRecipes', rule: 'min', message: 'selectedRecipes must hold a recipe' },
      ]),
    );
    expect(failure).toEqual({
      kind: 'refused',
      slotTaken: false,
      placements: [
        { step: 'address', field: 'postalCode', message: 'is not served' },
        { step: 'payment', message: 'This card is not yours.' },
        { step: 'order', message: 'selectedRecipes must hold a recipe' },
      ],
    });
  });

  it('knows a slot taken by someone else, with or without the field named', () => {
    expect(placeFailureOf(refusal(409, SLOT_TAKEN_MESSAGE))).toEqual({
      kind: 'refused',
      slotTaken: true,
      placements: [{ step: 'slot', message: SLOT_TAKEN_MESSAGE }],
    });
  });

  it('says the server’s message above the button when it names no field', () => {
    expect(placeFailureOf(refusal(422, 'Orders start at $10.00.'))).toEqual({
      kind: 'refused',
      slotTaken: false,
      placements: [{ step: 'order', message: 'Orders start at $10.00.' }],
    });
  });

  it('is of unknown outcome after a 5xx or no answer, and leaves a 401 to the session guard', () => {
    expect(placeFailureOf(refusal(503, 'down'))).toEqual({ kind: 'unknown' });
    expect(placeFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unknown' });
    expect(placeFailureOf(refusal(401, 'Please sign in.'))).toEqual({ kind: 'signedOut' });
  });
});

describe('a placed order’s payment', () => {
  const body = {
    paymentMethodId: 'pm_card_visa',
    deliveryAddress: {
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Tremblay',
      lineOne: '25 King St W',
      city: 'Toronto',
      province: 'ON' as const,
      postalCode: 'M5H 1A1',
      phone: '4165550134',
      date: '2026-11-22',
      timeSlot: '2026-11-22T14:00:00.000Z',
    },
    selectedRecipes: [{ recipeId: 'chickpea-curry', servings: 4 }],
  };

  it('is placed, waiting for the bank, or failed', () => {
    const cart = checkoutCart();
    expect(paymentStateOf(orderFor('o1', body, cart))).toEqual({ kind: 'placed' });
    const nextAction = { provider: 'sandbox' as const, paymentId: 'pi_o1', clientSecret: null };
    expect(
      paymentStateOf(orderFor('o1', body, cart, { status: 'requires_action', nextAction })),
    ).toEqual({ kind: 'needsAction', nextAction });
    expect(
      paymentStateOf(orderFor('o1', body, cart, { status: 'failed', failureMessage: 'Declined.' })),
    ).toEqual({ kind: 'failed', message: 'Declined.' });
  });
});
