import type { PaymentOutcome } from './port.js';

/**
 * Refusals both adapters give outside a charge (a charge answers a `failed` outcome instead):
 * routes turn them into 402 and 404 answers.
 */

/** The card itself is refused (a wrong number, an expiry in the past), in the provider's words. */
export class CardRefused extends Error {
  constructor(
    /** Stripe's error code: incorrect_number, expired_card, card_declined... */
    readonly code: string,
    message: string,
    /** The card form's field at fault. */
    readonly field: 'number' | 'expMonth' | 'expYear' | 'cvc' | null = null,
  ) {
    super(message);
    this.name = 'CardRefused';
  }
}

/**
 * No such payment method, or it is not the shopper's to use so (card-ownership.ts): the
 * same answer for both, so that nobody learns another shopper's card exists.
 */
export class PaymentMethodNotFound extends Error {
  constructor(readonly paymentMethodId: string) {
    super(`No card of yours has the id ${paymentMethodId}.`);
    this.name = 'PaymentMethodNotFound';
  }
}

/**
 * A charge's answer for a card the payer may not use (card-ownership.ts): Stripe's own
 * answer for a card it does not know, so that another shopper's card reads the same as none.
 */
export function noSuchCardOutcome(paymentMethodId: string): PaymentOutcome {
  return {
    status: 'failed',
    paymentId: null,
    code: 'resource_missing',
    message: `No such PaymentMethod: '${paymentMethodId}'`,
    card: null,
  };
}
