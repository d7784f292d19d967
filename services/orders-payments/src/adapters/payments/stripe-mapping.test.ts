import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderUnavailable } from '../../domain/payments/port.js';
import {
  answerOfPaymentMethod,
  outcomeOfCardError,
  outcomeOfIntent,
  providerTrouble,
  webhookEventOf,
} from './stripe-mapping.js';

const VISA = { brand: 'visa', last4: '4242' };

// Stripe's objects carry dozens of fields; the mapping reads these few.
const intent = (fields: Partial<Stripe.PaymentIntent>) =>
  ({
    id: 'pi_1',
    client_secret: 'pi_1_secret_x',
    last_payment_error: null,
    metadata: {},
    ...fields,
  }) as Stripe.PaymentIntent;

describe('a PaymentIntent as an outcome', () => {
  it('maps each status Stripe answers', () => {
    expect(outcomeOfIntent(intent({ status: 'succeeded' }), VISA)).toEqual({
      status: 'succeeded',
      paymentId: 'pi_1',
      card: VISA,
    });
    expect(outcomeOfIntent(intent({ status: 'requires_action' }), VISA)).toEqual({
      status: 'requires_action',
      paymentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      card: VISA,
    });
    expect(outcomeOfIntent(intent({ status: 'processing' }), VISA)).toEqual({
      status: 'pending',
      paymentId: 'pi_1',
      card: VISA,
    });
    expect(outcomeOfIntent(intent({ status: 'canceled' }), null)).toMatchObject({
      status: 'failed',
      code: 'canceled',
    });
  });

  it('reads why a payment failed after 3-D Secure or a decline', () => {
    const failed = intent({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      } as Stripe.PaymentIntent.LastPaymentError,
    });
    expect(outcomeOfIntent(failed, VISA)).toEqual({
      status: 'failed',
      paymentId: 'pi_1',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
      card: VISA,
    });
  });
});

describe('Stripe errors', () => {
  it('turns a card error into a failed payment with the decline code and message', () => {
    const error = new Stripe.errors.StripeCardError({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: intent({ id: 'pi_2', status: 'requires_payment_method' }),
    });
    expect(outcomeOfCardError(error)).toEqual({
      status: 'failed',
      paymentId: 'pi_2',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      card: null,
    });
  });

  it('calls Stripe unavailable when it cannot be reached or fails itself, and nothing else', () => {
    const connection = new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' });
    const api = new Stripe.errors.StripeAPIError({ message: 'Something went wrong' });
    const invalid = new Stripe.errors.StripeInvalidRequestError({ message: 'No such refund' });
    expect(providerTrouble(connection)).toBeInstanceOf(PaymentProviderUnavailable);
    expect(providerTrouble(api)).toBeInstanceOf(PaymentProviderUnavailable);
    expect(providerTrouble(invalid)).toBe(invalid);
  });
});

describe('webhook events', () => {
  const event = (type: string, object: Partial<Stripe.PaymentIntent>) =>
    ({ id: 'evt_1', type, data: { object: intent(object) } }) as unknown as Stripe.Event;

  it('maps a succeeded and a failed payment with the order from the metadata', () => {
    expect(
      webhookEventOf(event('payment_intent.succeeded', { metadata: { orderId: 'o-1' } })),
    ).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      paymentId: 'pi_1',
      orderId: 'o-1',
      failureMessage: null,
    });
    const failed = event('payment_intent.payment_failed', {
      metadata: {},
      last_payment_error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect(webhookEventOf(failed)).toEqual({
      id: 'evt_1',
      type: 'payment.failed',
      paymentId: 'pi_1',
      orderId: null,
      failureMessage: 'Your card was declined.',
    });
  });

  it('ignores every other type', () => {
    expect(webhookEventOf(event('charge.refunded', {}))).toEqual({
      id: 'evt_1',
      type: 'ignored',
      paymentId: null,
      orderId: null,
      failureMessage: null,
    });
  });
});

describe('a saved card', () => {
  it('is answered with its card facts and whether it is the default', () => {
    const method = {
      id: 'pm_1',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2030 },
      billing_details: { name: 'Ada Lovelace' },
    } as Stripe.PaymentMethod;
    expect(answerOfPaymentMethod(method, 'pm_1')).toEqual({
      id: 'pm_1',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
      billingName: 'Ada Lovelace',
      isDefault: true,
    });
    expect(answerOfPaymentMethod(method, null).isDefault).toBe(false);
  });
});
