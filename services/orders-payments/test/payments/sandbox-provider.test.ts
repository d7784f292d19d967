import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../../src/adapters/payments/sandbox.js';
import {
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxRefunds,
} from '../../src/adapters/payments/sandbox-schema.js';
import { customerFor } from '../../src/app/payments/shopper-customer.js';
import { PaymentMethodNotFound } from '../../src/domain/payments/card-problems.js';
import {
  as,
  cardBody,
  chargeFor,
  newShopper,
  type StartedPayments,
  sandboxCard,
  startPayments,
} from './support/payments-app.js';

const DECLINED = 'Your card was declined.';
const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

// One server for the file: every test pays with its own shopper, card and order.
let started: StartedPayments;
beforeAll(async () => {
  started = await startPayments();
});
afterAll(async () => {
  await started.app.close();
});

const paymentsOfOrder = (orderId: string) =>
  started.app.infra.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));

async function payWith(number: string, overrides: Record<string, unknown> = {}) {
  const shopper = newShopper();
  const card = await sandboxCard(started.app, shopper, number);
  const request = chargeFor(shopper, card.id, overrides);
  return { shopper, card, request, outcome: await started.provider.charge(request) };
}

describe("the sandbox honours Stripe's test cards", () => {
  it('is the provider without Stripe keys, with no publishable key', async () => {
    const answer = await started.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(answer.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('takes a payment with 4242 4242 4242 4242 (Visa)', async () => {
    const { card, request, outcome } = await payWith('4242 4242 4242 4242');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(card.id).toMatch(/^pm_sandbox_/);
    expect(outcome).toEqual({
      status: 'succeeded',
      paymentId: expect.stringMatching(/^pi_sandbox_/),
      card: { brand: 'visa', last4: '4242' },
    });
    const [stored] = await paymentsOfOrder(request.orderId);
    expect(stored).toMatchObject({ amountCents: 8_450, currency: 'cad', status: 'succeeded' });
  });

  it('takes a payment with 5555 5555 5555 4444 (Mastercard)', async () => {
    const { outcome } = await payWith('5555555555554444');
    expect(outcome).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('takes a payment with any other number that passes the Luhn check', async () => {
    const { outcome } = await payWith('3782 822463 10005');
    expect(outcome).toMatchObject({ status: 'succeeded', card: { brand: 'amex', last4: '0005' } });
  });

  it('declines 4000 0000 0000 0002 with a generic decline', async () => {
    const { outcome } = await payWith('4000000000000002');
    expect(outcome).toMatchObject({
      status: 'failed',
      paymentId: expect.stringMatching(/^pi_sandbox_/),
      code: 'generic_decline',
      message: DECLINED,
      card: { brand: 'visa', last4: '0002' },
    });
  });

  it('refuses 4000 0000 0000 9995 for insufficient funds', async () => {
    const { outcome } = await payWith('4000000000009995');
    expect(outcome).toMatchObject({
      status: 'failed',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses a saved card whose expiry has passed since', async () => {
    const shopper = newShopper();
    const card = await sandboxCard(started.app, shopper, '4242424242424242');
    const today = started.clock.now();
    started.clock.set(new Date('2031-01-01T00:00:00Z'));
    const outcome = await started.provider.charge(chargeFor(shopper, card.id)).finally(() => {
      started.clock.set(today);
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
  });

  it('does not charge a card it does not know', async () => {
    const request = chargeFor(newShopper(), 'pm_sandbox_unknown');
    const outcome = await started.provider.charge(request);
    expect(outcome).toMatchObject({ status: 'failed', paymentId: null, code: 'resource_missing' });
    expect(await paymentsOfOrder(request.orderId)).toEqual([]);
  });
});

describe('the sandbox card form (the stand-in for Stripe.js)', () => {
  const createCard = (body: unknown, shopper = newShopper()) =>
    started.app.inject(
      as(started.app, shopper, {
        method: 'POST',
        url: '/api/payments/sandbox/payment-methods',
        payload: body as Record<string, unknown>,
      }),
    );
  const storedCards = async () =>
    (await started.app.infra.database.db.select().from(sandboxPaymentMethods)).length;

  it('refuses a number failing the Luhn check, naming the field, and keeps nothing', async () => {
    const before = await storedCards();
    const answer = await createCard(cardBody('4242424242424241'));
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      message: 'Your card number is incorrect.',
      fields: [{ field: 'number', rule: 'incorrect_number' }],
    });
    expect(await storedCards()).toBe(before);
  });

  it('refuses an expiry in the past', async () => {
    const before = await storedCards();
    const answer = await createCard(cardBody('4242424242424242', { expMonth: 2, expYear: 2026 }));
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      message: 'Your card has expired.',
      fields: [{ field: 'expMonth', rule: 'expired_card' }],
    });
    expect(await storedCards()).toBe(before);
  });

  it('accepts a card good until the end of the current month', async () => {
    const answer = await createCard(cardBody('4242424242424242', { expMonth: 3, expYear: 2026 }));
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('answers 400 naming the field for a form that is not a card', async () => {
    const before = await storedCards();
    const answer = await createCard(cardBody('4242-abcd', { cvc: '12' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((field: { field: string }) => field.field)).toEqual([
      'number',
      'cvc',
    ]);
    expect(await storedCards()).toBe(before);
  });

  it('is for signed-in shoppers only', async () => {
    const answer = await started.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      payload: cardBody('4242424242424242'),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('3-D Secure with 4000 0025 0000 3155', () => {
  const authenticate = (
    shopper: ReturnType<typeof newShopper>,
    paymentId: string,
    outcome: string,
  ) =>
    started.app.inject(
      as(started.app, shopper, {
        method: 'POST',
        url: `/api/payments/sandbox/authenticate/${paymentId}`,
        payload: { outcome },
      }),
    );

  it('asks for authentication, then succeeds once the shopper approves', async () => {
    const { shopper, request, outcome } = await payWith('4000002500003155');
    expect(outcome).toMatchObject({
      status: 'requires_action',
      clientSecret: null,
      card: { last4: '3155' },
    });
    const paymentId = outcome.paymentId as string;

    const answer = await authenticate(shopper, paymentId, 'approve');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      provider: 'sandbox',
      paymentId,
      orderId: request.orderId,
      status: 'succeeded',
      failureMessage: null,
    });
    expect(await started.provider.retrieve(paymentId)).toMatchObject({ status: 'succeeded' });
    expect(started.authenticated).toEqual([
      { orderId: request.orderId, outcome: expect.objectContaining({ status: 'succeeded' }) },
    ]);
  });

  it('fails when the shopper fails the authentication, and stays failed', async () => {
    const { shopper, outcome } = await payWith('4000002500003155');
    const paymentId = outcome.paymentId as string;

    const failed = await authenticate(shopper, paymentId, 'fail');
    expect(failed.json()).toMatchObject({
      status: 'failed',
      failureMessage: AUTHENTICATION_FAILED,
    });
    const approvedLate = await authenticate(shopper, paymentId, 'approve');
    expect(approvedLate.json()).toMatchObject({ status: 'failed' });
    expect(await started.provider.retrieve(paymentId)).toMatchObject({
      status: 'failed',
      code: 'payment_intent_authentication_failure',
      message: AUTHENTICATION_FAILED,
    });
  });

  it('answers 404 to another shopper, and leaves the payment waiting', async () => {
    const { outcome } = await payWith('4000002500003155');
    const paymentId = outcome.paymentId as string;

    const answer = await authenticate(newShopper(), paymentId, 'approve');
    expect(answer.statusCode).toBe(404);
    expect(await started.provider.retrieve(paymentId)).toMatchObject({
      status: 'requires_action',
    });
  });

  it('answers 400 naming the outcome when it is neither approve nor fail', async () => {
    const { shopper, outcome } = await payWith('4000002500003155');
    const answer = await authenticate(shopper, outcome.paymentId as string, 'maybe');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'outcome', message: 'outcome must be approve or fail' }),
    ]);
  });
});

describe('one charge per idempotency key', () => {
  it('answers a second charge with the same key with the first payment, charging once', async () => {
    const { request, outcome } = await payWith('4242424242424242');
    const again = await started.provider.charge({ ...request, amountCents: 1 });
    expect(again).toEqual(outcome);
    expect(await paymentsOfOrder(request.orderId)).toHaveLength(1);
  });

  it('makes one payment of two charges with the same key at once', async () => {
    const shopper = newShopper();
    const card = await sandboxCard(started.app, shopper, '4000000000000002');
    const request = chargeFor(shopper, card.id);
    const [first, second] = await Promise.all([
      started.provider.charge(request),
      started.provider.charge(request),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ status: 'failed', message: DECLINED });
    expect(await paymentsOfOrder(request.orderId)).toHaveLength(1);
  });

  it('remembers payments across a restart: a new provider on the same database', async () => {
    const { request, outcome } = await payWith('4242424242424242');
    const { database, logger } = started.app.infra;
    const restarted = new SandboxPaymentProvider(database.db, logger, started.clock.now);

    expect(await restarted.charge(request)).toEqual(outcome);
    expect(await restarted.retrieve(outcome.paymentId as string)).toEqual(outcome);
    expect(await paymentsOfOrder(request.orderId)).toHaveLength(1);
  });

  it('keeps a 3-D Secure payment waiting across a restart, then authenticates it', async () => {
    const { shopper, request, outcome } = await payWith('4000002500003155');
    const { database, logger } = started.app.infra;
    const restarted = new SandboxPaymentProvider(database.db, logger, started.clock.now);

    expect(await restarted.charge(request)).toMatchObject({ status: 'requires_action' });
    const approved = await restarted.authenticate(
      outcome.paymentId as string,
      'approve',
      shopper.userId,
    );
    expect(approved?.outcome).toMatchObject({ status: 'succeeded' });
    expect(await started.provider.charge(request)).toMatchObject({ status: 'succeeded' });
  });
});

describe('refunds', () => {
  const refundsOf = (paymentId: string) =>
    started.app.infra.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, paymentId));

  it('gives money back once per key, and never more than was paid', async () => {
    const { outcome } = await payWith('4242424242424242');
    const paymentId = outcome.paymentId as string;
    const refund = { paymentId, amountCents: 2_000, idempotencyKey: 'refund-1' };

    const first = await started.provider.refund(refund);
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_sandbox_/), amountCents: 2_000 });
    expect(await started.provider.refund(refund)).toEqual(first);
    expect(await refundsOf(paymentId)).toHaveLength(1);

    await expect(
      started.provider.refund({ paymentId, amountCents: 6_451, idempotencyKey: 'refund-2' }),
    ).rejects.toThrow(/more than the 6450 cents left/);
    const rest = await started.provider.refund({
      paymentId,
      amountCents: 6_450,
      idempotencyKey: 'refund-3',
    });
    expect(rest.amountCents).toBe(6_450);
    expect(await refundsOf(paymentId)).toHaveLength(2);
  });

  it('makes one refund of two refunds with the same key at once', async () => {
    const { outcome } = await payWith('4242424242424242');
    const paymentId = outcome.paymentId as string;
    const refund = { paymentId, amountCents: 8_450, idempotencyKey: 'refund-all' };
    const [first, second] = await Promise.all([
      started.provider.refund(refund),
      started.provider.refund(refund),
    ]);
    expect(second).toEqual(first);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });

  it('refunds nothing of a declined payment', async () => {
    const { outcome } = await payWith('4000000000000002');
    await expect(
      started.provider.refund({
        paymentId: outcome.paymentId as string,
        amountCents: 100,
        idempotencyKey: 'refund-declined',
      }),
    ).rejects.toThrow(/is failed: nothing to refund/);
  });
});

describe('saving a card while paying (isSaveCard)', () => {
  it("keeps the card on the shopper's customer once the payment succeeds", async () => {
    const shopper = newShopper();
    const card = await sandboxCard(started.app, shopper, '4242424242424242');
    const customerId = await customerFor(started.app.infra.database.db, started.provider, shopper);
    const outcome = await started.provider.charge(
      chargeFor(shopper, card.id, { customerId, saveCard: true }),
    );
    expect(outcome.status).toBe('succeeded');
    expect(await started.provider.listPaymentMethods(customerId)).toEqual([
      expect.objectContaining({ id: card.id, last4: '4242' }),
    ]);
  });

  it('keeps a declined card nowhere', async () => {
    const shopper = newShopper();
    const card = await sandboxCard(started.app, shopper, '4000000000000002');
    const customerId = await customerFor(started.app.infra.database.db, started.provider, shopper);
    await started.provider.charge(chargeFor(shopper, card.id, { customerId, saveCard: true }));
    expect(await started.provider.listPaymentMethods(customerId)).toEqual([]);
  });

  it("does not charge another customer's saved card", async () => {
    const { db } = started.app.infra.database;
    const owner = newShopper();
    const card = await sandboxCard(started.app, owner, '4242424242424242');
    const ownerCustomer = await customerFor(db, started.provider, owner);
    await started.provider.attachPaymentMethod(
      { shopperId: owner.userId, customerId: ownerCustomer },
      card.id,
    );

    const thief = newShopper();
    const thiefCustomer = await customerFor(db, started.provider, thief);
    const request = chargeFor(thief, card.id, { customerId: thiefCustomer });
    expect(await started.provider.charge(request)).toMatchObject({
      status: 'failed',
      code: 'resource_missing',
    });
    expect(await paymentsOfOrder(request.orderId)).toEqual([]);
  });

  it('does not charge a card another shopper typed in and never saved', async () => {
    const maker = newShopper();
    const card = await sandboxCard(started.app, maker, '4242424242424242');
    const request = chargeFor(newShopper(), card.id);
    expect(await started.provider.charge(request)).toMatchObject({
      status: 'failed',
      code: 'resource_missing',
    });
    expect(await paymentsOfOrder(request.orderId)).toEqual([]);
    const own = chargeFor(maker, card.id);
    expect(await started.provider.charge(own)).toMatchObject({ status: 'succeeded' });
  });

  it('charges a removed card for nobody, not even the shopper who saved it', async () => {
    const { db } = started.app.infra.database;
    const shopper = newShopper();
    const card = await sandboxCard(started.app, shopper, '4242424242424242');
    const owner = {
      shopperId: shopper.userId,
      customerId: await customerFor(db, started.provider, shopper),
    };
    await started.provider.attachPaymentMethod(owner, card.id);
    await started.provider.detachPaymentMethod(owner, card.id);
    for (const customerId of [null, owner.customerId]) {
      const request = chargeFor(shopper, card.id, { customerId });
      expect(await started.provider.charge(request)).toMatchObject({ code: 'resource_missing' });
      expect(await paymentsOfOrder(request.orderId)).toEqual([]);
    }
    await expect(started.provider.attachPaymentMethod(owner, card.id)).rejects.toBeInstanceOf(
      PaymentMethodNotFound,
    );
  });
});
