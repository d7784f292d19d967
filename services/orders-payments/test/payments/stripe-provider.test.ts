import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider, stripeClient } from '../../src/adapters/payments/stripe.js';
import { PaymentMethodNotFound } from '../../src/domain/payments/card-problems.js';
import {
  PaymentProviderUnavailable,
  WebhookSignatureError,
} from '../../src/domain/payments/port.js';
import { StripeCardHolders } from '../../src/store/stripe-card-holders.js';
import {
  chargeFor,
  newShopper,
  type StartedPayments,
  startPayments,
} from './support/payments-app.js';

/**
 * The Stripe adapter against stripe-mock, Stripe's own mock of its API: every request is
 * checked against Stripe's OpenAPI description and answered with a canned object, so these
 * tests prove the requests are well formed and the answers are read right, not Stripe's
 * decisions. Start it with `eval "$(scripts/infra/stripe-mock.sh)"`, which sets STRIPE_MOCK_URL.
 */
const SUITE = 'the Stripe adapter against stripe-mock';
const mockUrl = process.env.STRIPE_MOCK_URL?.trim() || undefined;
const keys = {
  publishableKey: 'pk_test_mise',
  webhookSecret: 'whsec_test_mise_webhook_secret',
};
const SECRET_KEY = 'sk_test_mise';

if (!mockUrl && process.env.CI === 'true') {
  // As for every integration suite (packages/platform/src/testing/integration.ts): CI must run it.
  it(`${SUITE} cannot run: STRIPE_MOCK_URL not set`, () => {
    throw new Error(
      `${SUITE} cannot run: STRIPE_MOCK_URL not set (CI=true: it must not be skipped)`,
    );
  });
} else if (!mockUrl) {
  console.warn(
    `skipped: ${SUITE} (STRIPE_MOCK_URL not set; start stripe-mock with scripts/infra/stripe-mock.sh)`,
  );
}

/** The shop's record of whose each card is, in a fresh database with the service's tables. */
async function cardHolders() {
  const started = await startPayments();
  return {
    holders: new StripeCardHolders(started.app.infra.database.db),
    close: () => started.app.close(),
  };
}

describe.skipIf(!mockUrl)(SUITE, () => {
  let client: Stripe;
  let provider: StripePaymentProvider;
  let closeDatabase: () => Promise<void>;
  // The shopper who showed the shop stripe-mock's card first: it is theirs.
  const ada = newShopper();
  const requests: Stripe.RequestEvent[] = [];
  const requestTo = (method: string, path: string | RegExp) =>
    requests.find(
      (request) =>
        request.method === method &&
        (typeof path === 'string' ? request.path === path : path.test(request.path)),
    );

  beforeAll(async () => {
    client = stripeClient({ secretKey: SECRET_KEY, apiUrl: mockUrl });
    client.on('request', (request: Stripe.RequestEvent) => requests.push(request));
    const { holders, close } = await cardHolders();
    closeDatabase = close;
    provider = new StripePaymentProvider(client, keys, holders);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it('makes a customer and saves a card on it', async () => {
    const customerId = await provider.createCustomer({
      userId: ada.userId,
      emailAddress: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    expect(customerId).toMatch(/^cus_/);

    const card = await provider.attachPaymentMethod(
      { shopperId: ada.userId, customerId },
      'pm_card_visa',
    );
    expect(card).toMatchObject({ id: 'pm_card_visa', brand: 'visa', last4: '4242' });
    expect(requestTo('POST', '/v1/payment_methods/pm_card_visa/attach')).toBeDefined();

    const cards = await provider.listPaymentMethods(customerId);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: false });
    expect(
      requestTo('GET', new RegExp(`^/v1/payment_methods\\?.*customer=${customerId}`)),
    ).toBeDefined();
  });

  it('reads the card before using it, and refuses the card Ada showed first to anyone else, asking Stripe nothing more', async () => {
    const grace = newShopper();
    const customerId = await provider.createCustomer({
      userId: grace.userId,
      emailAddress: 'grace@example.com',
      name: '',
    });
    requests.length = 0;
    await expect(
      provider.attachPaymentMethod({ shopperId: grace.userId, customerId }, 'pm_card_visa'),
    ).rejects.toBeInstanceOf(PaymentMethodNotFound);
    const charge = chargeFor(grace, 'pm_card_visa', { customerId });
    expect(await provider.charge(charge)).toMatchObject({
      status: 'failed',
      paymentId: null,
      code: 'resource_missing',
    });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/payment_methods/pm_card_visa',
      'GET /v1/payment_methods/pm_card_visa',
    ]);
  });

  it('changes, defaults and removes only a card Stripe says is on the customer: stripe-mock says none is', async () => {
    const customerId = await provider.createCustomer({
      userId: ada.userId,
      emailAddress: 'ada@example.com',
      name: '',
    });
    const owner = { shopperId: ada.userId, customerId };
    requests.length = 0;
    const attempts = [
      () => provider.updatePaymentMethod(owner, 'pm_card_visa', { billingName: 'Ada Lovelace' }),
      () => provider.setDefaultPaymentMethod(customerId, 'pm_card_visa'),
      () => provider.detachPaymentMethod(owner, 'pm_card_visa'),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toBeInstanceOf(PaymentMethodNotFound);
    }
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('charges with the order id as idempotency key and reads the PaymentIntent', async () => {
    const customerId = await provider.createCustomer({
      userId: ada.userId,
      emailAddress: 'ada@example.com',
      name: '',
    });
    const request = chargeFor(ada, 'pm_card_visa', { customerId, saveCard: true });
    const outcome = await provider.charge(request);

    const sent = requestTo('POST', '/v1/payment_intents');
    expect(sent?.idempotency_key).toBe(request.idempotencyKey);
    // stripe-mock's canned PaymentIntent waits for a payment method: a failed payment to us.
    expect(outcome).toMatchObject({ status: 'failed', paymentId: expect.stringMatching(/^pi_/) });

    const retrieved = await provider.retrieve('pi_mise_1');
    expect(retrieved).toMatchObject({ status: 'failed', paymentId: 'pi_mise_1' });
  });

  it('will not save a card without a customer', async () => {
    await expect(
      provider.charge(chargeFor(ada, 'pm_card_visa', { saveCard: true })),
    ).rejects.toThrow(/saveCard needs a customerId/);
  });

  it('refunds with its own idempotency key', async () => {
    const refund = await provider.refund({
      paymentId: 'pi_mise_1',
      amountCents: 500,
      idempotencyKey: 'refund-mise-1',
    });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), amountCents: 500 });
    expect(requestTo('POST', '/v1/refunds')?.idempotency_key).toBe('refund-mise-1');
  });

  describe('webhooks', () => {
    const payload = JSON.stringify({
      id: 'evt_mise_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: 'pi_mise_1', object: 'payment_intent', metadata: { orderId: 'order-1' } },
      },
    });
    const signed = () =>
      client.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });

    it('maps a signed payment_intent.succeeded to the order in its metadata', () => {
      expect(provider.parseWebhook(Buffer.from(payload), signed())).toEqual({
        id: 'evt_mise_1',
        type: 'payment.succeeded',
        paymentId: 'pi_mise_1',
        orderId: 'order-1',
        failureMessage: null,
      });
    });

    it('refuses a body changed after signing, another secret, and no signature', () => {
      const tampered = Buffer.from(payload.replace('order-1', 'order-2'));
      expect(() => provider.parseWebhook(tampered, signed())).toThrow(WebhookSignatureError);
      const forged = client.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_someone_else',
      });
      expect(() => provider.parseWebhook(Buffer.from(payload), forged)).toThrow(
        WebhookSignatureError,
      );
      expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(
        WebhookSignatureError,
      );
    });
  });

  describe('chosen by configuration', () => {
    let started: StartedPayments;
    beforeAll(async () => {
      started = await startPayments({
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
        STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
        STRIPE_API_URL: mockUrl as string,
      });
    });
    afterAll(async () => {
      await started.app.close();
    });

    it('tells the shop to show Stripe Elements with the publishable key', async () => {
      const answer = await started.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(answer.json()).toEqual({ provider: 'stripe', publishableKey: keys.publishableKey });
    });

    it('has no sandbox card form', async () => {
      const answer = await started.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/payment-methods',
        payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      });
      expect(answer.statusCode).toBe(404);
    });
  });
});

describe('the Stripe adapter when Stripe cannot be reached', () => {
  it('says the provider is unavailable, not that the card failed', async () => {
    // Nothing listens on port 9 (discard) of this machine.
    const unreachable = stripeClient({ secretKey: SECRET_KEY, apiUrl: 'http://127.0.0.1:9' });
    const { holders, close } = await cardHolders();
    const provider = new StripePaymentProvider(unreachable, keys, holders);
    try {
      await expect(provider.charge(chargeFor(newShopper(), 'pm_card_visa'))).rejects.toBeInstanceOf(
        PaymentProviderUnavailable,
      );
    } finally {
      await close();
    }
  });
});
