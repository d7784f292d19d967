import type { PaymentMethodAnswer, PaymentProviderName } from '@mise/contracts';
import type { CardUser } from './card-ownership.js';

/**
 * Card payments, as orders-payments needs them. Two adapters: Stripe (the stripe SDK, for the
 * distributed runtime and anyone with Stripe keys) and the sandbox (the embedded runtime), which
 * honours Stripe's documented test cards. Amounts are integer cents.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to build its card form (Stripe's publishable key, or null). */
  readonly publishableKey: string | null;

  /**
   * Throws PaymentMethodNotFound unless `user` may pay with the card (card-ownership.ts):
   * the same answer for a card that does not exist and for another shopper's.
   */
  ensureMayPayWith(paymentMethodId: string, user: CardUser): Promise<void>;

  /**
   * Charges a card now, only if the request's shopper may use it (else a `failed` outcome, as
   * for a card the provider does not know). `idempotencyKey` is the order id: asking twice with the same key is one
   * charge, and answers the first attempt's outcome (Stripe's own idempotency, and the sandbox's).
   */
  charge(request: ChargeRequest): Promise<PaymentOutcome>;
  /** The current state of a payment, e.g. after 3-D Secure or after a crash. */
  retrieve(paymentId: string): Promise<PaymentOutcome>;
  /** Gives money back; the key makes a repeated refund one refund. */
  refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; amountCents: number }>;

  /** The provider's customer for a shopper, made on first use. */
  createCustomer(request: { userId: string; emailAddress: string; name: string }): Promise<string>;
  /**
   * Keeps a card on the shopper's customer, for later orders. Like every call below that names
   * a card, throws PaymentMethodNotFound when the card is not the shopper's to use so (a card
   * not saved yet is only theirs to save; only a saved card is theirs to change, make default
   * or remove), and then changes nothing.
   */
  attachPaymentMethod(owner: CardOwner, paymentMethodId: string): Promise<PaymentMethodAnswer>;
  listPaymentMethods(customerId: string): Promise<PaymentMethodAnswer[]>;
  /** Changes a card saved on the owner's customer. */
  updatePaymentMethod(
    owner: CardOwner,
    paymentMethodId: string,
    change: { billingName?: string; expMonth?: number; expYear?: number },
  ): Promise<PaymentMethodAnswer>;
  /** Removes a card saved on the owner's customer: nobody may use it again. */
  detachPaymentMethod(owner: CardOwner, paymentMethodId: string): Promise<void>;
  /** The customer's card used when none is named. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /**
   * A provider's notification about a payment, verified against its signature; throws
   * `WebhookSignatureError` when the signature does not match the body.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}

/** A shopper whose customer at the provider is made: who saves and manages cards. */
export type CardOwner = CardUser & { customerId: string };

export interface ChargeRequest {
  amountCents: number;
  currency: 'cad' | 'usd';
  paymentMethodId: string;
  /** The shopper paying: the card must be theirs (card-ownership.ts). */
  shopperId: string;
  /** The shopper's customer, once made: for a saved card, or for a card to be saved (isSaveCard). */
  customerId: string | null;
  saveCard: boolean;
  idempotencyKey: string;
  orderId: string;
  description: string;
  /** Where the shopper returns after a 3-D Secure page (Stripe needs one to confirm). */
  returnUrl: string;
}

export type PaymentOutcome =
  | { status: 'succeeded'; paymentId: string; card: CardFacts }
  /** The card asks for an extra authentication step (3-D Secure) in the browser. */
  | { status: 'requires_action'; paymentId: string; clientSecret: string | null; card: CardFacts }
  /** Declined, insufficient funds, authentication failed: `message` is shown to the shopper. */
  | {
      status: 'failed';
      paymentId: string | null;
      code: string;
      message: string;
      card: CardFacts | null;
    }
  /** Still being processed by the provider. */
  | { status: 'pending'; paymentId: string; card: CardFacts | null };

export interface CardFacts {
  brand: string;
  last4: string;
}

export interface PaymentWebhookEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'ignored';
  paymentId: string | null;
  orderId: string | null;
  failureMessage: string | null;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match its body.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or answered with an error that is not about the card. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}
