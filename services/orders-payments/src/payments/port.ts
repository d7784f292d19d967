import type { PaymentMethodAnswer, PaymentProviderName } from '@mise/contracts';

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
   * Charges a card now. `idempotencyKey` is the order id: asking twice with the same key is one
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
  /** Keeps a card on the customer, for later orders (isSaveCard). */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<PaymentMethodAnswer>;
  listPaymentMethods(customerId: string): Promise<PaymentMethodAnswer[]>;
  updatePaymentMethod(
    paymentMethodId: string,
    change: { billingName?: string; expMonth?: number; expYear?: number },
  ): Promise<PaymentMethodAnswer>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** The customer's card used when none is named. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /**
   * A provider's notification about a payment, verified against its signature; throws
   * `WebhookSignatureError` when the signature does not match the body.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'cad' | 'usd';
  paymentMethodId: string;
  /** Set for a saved card, or for a card to be saved (isSaveCard). */
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
