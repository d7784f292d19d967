import type { PaymentMethodAnswer } from '@mise/contracts';
import Stripe from 'stripe';
import {
  type CardHolding,
  type CardUser,
  mayManage,
  mayPayWith,
} from '../../domain/payments/card-ownership.js';
import { noSuchCardOutcome, PaymentMethodNotFound } from '../../domain/payments/card-problems.js';
import type {
  CardFacts,
  CardOwner,
  ChargeRequest,
  PaymentOutcome,
  PaymentProvider,
  PaymentWebhookEvent,
} from '../../domain/payments/port.js';
import { WebhookSignatureError } from '../../domain/payments/port.js';
import type { StripeCardHolders } from '../../store/stripe-card-holders.js';
import {
  answerOfPaymentMethod,
  cardFactsOf,
  customerIdOf,
  isMissing,
  outcomeOfCardError,
  outcomeOfIntent,
  providerTrouble,
  webhookEventOf,
} from './stripe-mapping.js';

/**
 * A client of Stripe's API, or of another server speaking it (stripe-mock) when `apiUrl` is
 * given. Retries of network failures reuse the idempotency key, so they never charge twice.
 */
export function stripeClient(settings: { secretKey: string; apiUrl?: string | undefined }): Stripe {
  const server = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const protocol = server?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'mise' },
    ...(server && {
      host: server.hostname,
      port: server.port || (protocol === 'http' ? 80 : 443),
      protocol,
    }),
  });
}

export interface StripeKeys {
  publishableKey: string;
  webhookSecret: string;
}

/**
 * Card payments through Stripe: PaymentIntents, Customers and PaymentMethods, signed webhooks.
 * Before any use of a card, its PaymentMethod is read: its `customer` says whom a saved card is
 * for, and the shop's holders (StripeCardHolders) say whose a card not saved yet is.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;

  constructor(
    private readonly stripe: Stripe,
    private readonly keys: StripeKeys,
    private readonly holders: StripeCardHolders,
  ) {
    this.publishableKey = keys.publishableKey;
  }

  async charge(request: ChargeRequest): Promise<PaymentOutcome> {
    if (request.saveCard && !request.customerId) {
      throw new Error('A card is saved on a customer: saveCard needs a customerId.');
    }
    try {
      const payer = { shopperId: request.shopperId, customerId: request.customerId };
      const card = await this.holdingFor(request.paymentMethodId, payer.shopperId);
      // Stripe's own answer for a card it does not know, and so for another shopper's.
      if (!mayPayWith(card?.holding ?? null, payer)) {
        return noSuchCardOutcome(request.paymentMethodId);
      }
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          ...(request.customerId && { customer: request.customerId }),
          confirm: true,
          ...(request.saveCard && { setup_future_usage: 'off_session' as const }),
          // A card asking for 3-D Secure returns the shopper here; without an address to return
          // to, only payment methods that never leave the page may be used.
          ...(request.returnUrl
            ? { automatic_payment_methods: { enabled: true }, return_url: request.returnUrl }
            : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
          metadata: { orderId: request.orderId },
          description: request.description,
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOfIntent(intent, await this.cardOf(intent.payment_method));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return outcomeOfCardError(error);
      if (isMissing(error) && (error.param ?? '').startsWith('payment_method')) {
        return {
          status: 'failed',
          paymentId: error.payment_intent?.id ?? null,
          code: 'resource_missing',
          message: error.message,
          card: null,
        };
      }
      throw providerTrouble(error);
    }
  }

  async retrieve(paymentId: string): Promise<PaymentOutcome> {
    return this.call(async () => {
      const intent = await this.stripe.paymentIntents.retrieve(paymentId, {
        expand: ['payment_method'],
      });
      return outcomeOfIntent(intent, await this.cardOf(intent.payment_method));
    });
  }

  async refund(request: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string; amountCents: number }> {
    return this.call(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.paymentId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id, amountCents: refund.amount };
    });
  }

  async createCustomer(request: {
    userId: string;
    emailAddress: string;
    name: string;
  }): Promise<string> {
    return this.call(async () => {
      const customer = await this.stripe.customers.create({
        email: request.emailAddress,
        ...(request.name && { name: request.name }),
        metadata: { userId: request.userId },
      });
      return customer.id;
    });
  }

  async ensureMayPayWith(paymentMethodId: string, user: CardUser): Promise<void> {
    await this.call(async () => {
      const card = await this.holdingFor(paymentMethodId, user.shopperId);
      if (!mayPayWith(card?.holding ?? null, user))
        throw new PaymentMethodNotFound(paymentMethodId);
    }, paymentMethodId);
  }

  async attachPaymentMethod(
    owner: CardOwner,
    paymentMethodId: string,
  ): Promise<PaymentMethodAnswer> {
    return this.call(async () => {
      const card = await this.holdingFor(paymentMethodId, owner.shopperId);
      if (!card || !mayPayWith(card.holding, owner)) {
        throw new PaymentMethodNotFound(paymentMethodId);
      }
      // Our own saved card is attached already.
      const attached =
        card.holding.savedOn === owner.customerId
          ? card.method
          : await this.stripe.paymentMethods.attach(paymentMethodId, {
              customer: owner.customerId,
            });
      return answerOfPaymentMethod(attached, await this.defaultOf(owner.customerId));
    }, paymentMethodId);
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethodAnswer[]> {
    return this.call(async () => {
      const [methods, defaultId] = await Promise.all([
        this.stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
        this.defaultOf(customerId),
      ]);
      return methods.data.map((method) => answerOfPaymentMethod(method, defaultId));
    });
  }

  async updatePaymentMethod(
    owner: CardOwner,
    paymentMethodId: string,
    change: { billingName?: string; expMonth?: number; expYear?: number },
  ): Promise<PaymentMethodAnswer> {
    return this.call(async () => {
      await this.ensureManaged(owner.customerId, paymentMethodId);
      const card = {
        ...(change.expMonth !== undefined && { exp_month: change.expMonth }),
        ...(change.expYear !== undefined && { exp_year: change.expYear }),
      };
      const updated = await this.stripe.paymentMethods.update(paymentMethodId, {
        ...(change.billingName !== undefined && { billing_details: { name: change.billingName } }),
        ...(Object.keys(card).length > 0 && { card }),
      });
      return answerOfPaymentMethod(updated, await this.defaultOf(owner.customerId));
    }, paymentMethodId);
  }

  async detachPaymentMethod(owner: CardOwner, paymentMethodId: string): Promise<void> {
    await this.call(async () => {
      await this.ensureManaged(owner.customerId, paymentMethodId);
      await this.stripe.paymentMethods.detach(paymentMethodId);
      // Stripe refuses a detached card by itself; the mark says so where Stripe is mocked too.
      await this.holders.markRemoved(paymentMethodId, owner.shopperId);
    }, paymentMethodId);
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.call(async () => {
      await this.ensureManaged(customerId, paymentMethodId);
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
    }, paymentMethodId);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent {
    if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.keys.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError();
      }
      throw error;
    }
    return webhookEventOf(event);
  }

  /**
   * Runs Stripe calls: an unreachable Stripe becomes PaymentProviderUnavailable, and, for calls
   * about one payment method, Stripe not knowing it becomes PaymentMethodNotFound.
   */
  private async call<T>(work: () => Promise<T>, paymentMethodId?: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (paymentMethodId && isMissing(error) && error.param !== 'customer') {
        throw new PaymentMethodNotFound(paymentMethodId);
      }
      throw providerTrouble(error);
    }
  }

  /**
   * The PaymentMethod and whose it is, or null when Stripe does not know it. A card not saved
   * yet is held by the first shopper shown it (`claimant`, null to only look): Stripe.js made
   * it in a shopper's browser without saying whose, and that shopper uses it at once.
   */
  private async holdingFor(
    paymentMethodId: string,
    claimant: string | null,
  ): Promise<{ method: Stripe.PaymentMethod; holding: CardHolding } | null> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const savedOn = customerIdOf(method);
    const holder =
      savedOn === null && claimant !== null
        ? await this.holders.claim(paymentMethodId, claimant)
        : await this.holders.find(paymentMethodId);
    return {
      method,
      holding: { madeBy: holder?.userId ?? null, savedOn, removed: holder?.removed ?? false },
    };
  }

  private async ensureManaged(customerId: string, paymentMethodId: string): Promise<void> {
    const card = await this.holdingFor(paymentMethodId, null);
    if (!mayManage(card?.holding ?? null, customerId)) {
      throw new PaymentMethodNotFound(paymentMethodId);
    }
  }

  /** The card of a payment: Stripe expands it when asked; otherwise it is fetched. */
  private async cardOf(method: string | Stripe.PaymentMethod | null): Promise<CardFacts | null> {
    if (typeof method !== 'string') return cardFactsOf(method);
    return cardFactsOf(await this.stripe.paymentMethods.retrieve(method));
  }

  private async defaultOf(customerId: string): Promise<string | null> {
    const customer = await this.stripe.customers.retrieve(customerId);
    if (customer.deleted) return null;
    const chosen = customer.invoice_settings.default_payment_method;
    return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
  }
}
