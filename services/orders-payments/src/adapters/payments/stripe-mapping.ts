import type { PaymentMethodAnswer } from '@mise/contracts';
import Stripe from 'stripe';
import {
  type CardFacts,
  type PaymentOutcome,
  PaymentProviderUnavailable,
  type PaymentWebhookEvent,
} from '../../domain/payments/port.js';

/** Stripe's objects in the port's terms; pure, so each mapping is tested without a server. */

/** The brand and last digits of a payment method, when Stripe gave the object itself. */
export function cardFactsOf(
  method: string | Stripe.PaymentMethod | null | undefined,
): CardFacts | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

// Stripe always names the card of a payment it took or authenticates; this only fills the type.
const UNNAMED_CARD: CardFacts = { brand: 'unknown', last4: '' };

export function outcomeOfIntent(
  intent: Stripe.PaymentIntent,
  card: CardFacts | null,
): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id, card: card ?? UNNAMED_CARD };
    case 'requires_action':
      return {
        status: 'requires_action',
        paymentId: intent.id,
        clientSecret: intent.client_secret,
        card: card ?? UNNAMED_CARD,
      };
    // Declined, or 3-D Secure failed: Stripe asks for another payment method.
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      return {
        status: 'failed',
        paymentId: intent.id,
        code: error?.decline_code ?? error?.code ?? 'card_declined',
        message: error?.message ?? 'Your card was declined.',
        card,
      };
    }
    case 'canceled':
      return {
        status: 'failed',
        paymentId: intent.id,
        code: 'canceled',
        message: 'The payment was canceled.',
        card,
      };
    default:
      return { status: 'pending', paymentId: intent.id, card };
  }
}

/** A refused card is a failed payment, in the words Stripe means for the shopper. */
export function outcomeOfCardError(error: Stripe.errors.StripeCardError): PaymentOutcome {
  return {
    status: 'failed',
    paymentId: error.payment_intent?.id ?? null,
    code: error.decline_code ?? error.code ?? 'card_declined',
    message: error.message,
    card: cardFactsOf(error.payment_method),
  };
}

/** Stripe does not know an object the request names (error.param says which). */
export function isMissing(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/**
 * Errors that say Stripe cannot serve us now (network, its own fault, rate limit, our keys)
 * become PaymentProviderUnavailable; anything else is a mistake in the request and stays as is.
 */
export function providerTrouble(error: unknown): unknown {
  const { errors } = Stripe;
  const unavailable =
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeAPIError ||
    error instanceof errors.StripeRateLimitError ||
    error instanceof errors.StripeAuthenticationError ||
    error instanceof errors.StripePermissionError;
  if (!unavailable) return error;
  return new PaymentProviderUnavailable(`Stripe cannot take the request: ${error.message}`, {
    cause: error,
  });
}

export function answerOfPaymentMethod(
  method: Stripe.PaymentMethod,
  defaultId: string | null,
): PaymentMethodAnswer {
  return {
    id: method.id,
    brand: method.card?.brand ?? method.type,
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
    billingName: method.billing_details.name,
    isDefault: method.id === defaultId,
  };
}

/** The customer id a payment method is attached to, whether Stripe expanded it or not. */
export function customerIdOf(method: Stripe.PaymentMethod): string | null {
  const { customer } = method;
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** The two events that settle an order; every other type is acknowledged and ignored. */
export function webhookEventOf(event: Stripe.Event): PaymentWebhookEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const succeeded = event.type === 'payment_intent.succeeded';
      return {
        id: event.id,
        type: succeeded ? 'payment.succeeded' : 'payment.failed',
        paymentId: intent.id,
        orderId: intent.metadata?.orderId ?? null,
        failureMessage: succeeded ? null : (intent.last_payment_error?.message ?? null),
      };
    }
    default:
      return {
        id: event.id,
        type: 'ignored',
        paymentId: null,
        orderId: null,
        failureMessage: null,
      };
  }
}
