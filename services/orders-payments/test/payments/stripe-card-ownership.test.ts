import type { Session } from '@mise/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFor } from '../../src/app/payments/shopper-customer.js';
import { startFakeStripe } from '../support/fake-stripe.js';
import {
  as,
  chargeFor,
  newShopper,
  type StartedPayments,
  startPayments,
} from './support/payments-app.js';

/**
 * Whose card is whose with the Stripe adapter, against a Stripe that keeps what it is told
 * (stripe-mock answers every card as saved on nobody, so it cannot play a saved card).
 */
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let started: StartedPayments;
beforeAll(async () => {
  stripe = await startFakeStripe();
  started = await startPayments({
    STRIPE_SECRET_KEY: 'sk_test_cards',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_cards',
    STRIPE_WEBHOOK_SECRET: 'whsec_cards',
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await started.app.close();
  await stripe.close();
});

const cardPath = (id: string) => `/api/users/payments/${id}`;
const call = (shopper: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  started.app.inject(
    as(started.app, shopper, {
      method,
      url,
      ...(payload && { payload: payload as Record<string, unknown> }),
    }),
  );
const cardsOf = async (shopper: Session) => {
  const answer = await started.app.inject(
    as(started.app, shopper, { method: 'GET', url: '/api/users/payment-methods' }),
  );
  return (answer.json().paymentMethods as { id: string }[]).map((card) => card.id);
};
/** A card Stripe.js made in the shopper's browser, not saved on anyone yet. */
const browserCard = (shopper: Session) => `pm_card_${shopper.userId.replaceAll('-', '')}`;

describe('Stripe cards', () => {
  it("saves a card on the shopper's Stripe customer, the first one as the default", async () => {
    const ada = newShopper();
    const answer = await call(ada, 'POST', cardPath(browserCard(ada)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: browserCard(ada), isDefault: true });
    expect(await cardsOf(ada)).toEqual([browserCard(ada)]);
  });

  it('lets another shopper save, change, default, remove or pay with none of them', async () => {
    const ada = newShopper();
    const bob = newShopper();
    const unsaved = `${browserCard(ada)}_unsaved`;
    const saved = browserCard(ada);
    expect((await call(ada, 'POST', cardPath(saved))).statusCode).toBe(200);
    // Ada showed the shop her unsaved card first, as her checkout does when it pays with it.
    const { db } = started.app.infra.database;
    const adaCustomer = await customerFor(db, started.provider, ada);
    await started.provider.ensureMayPayWith(unsaved, {
      shopperId: ada.userId,
      customerId: adaCustomer,
    });

    for (const card of [unsaved, saved]) {
      const answers = await Promise.all([
        call(bob, 'POST', cardPath(card)),
        call(bob, 'PUT', cardPath(card), { billingName: 'Bob' }),
        call(bob, 'PUT', cardPath(card), { isDefault: true }),
        call(bob, 'DELETE', cardPath(card)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
      const bobCustomer = await customerFor(db, started.provider, bob);
      const charge = chargeFor(bob, card, { customerId: bobCustomer });
      expect(await started.provider.charge(charge)).toMatchObject({ code: 'resource_missing' });
    }
    expect(await cardsOf(bob)).toEqual([]);
    expect(await cardsOf(ada)).toEqual([saved]);
    expect(stripe.charges()).toBe(0);
  });

  it('lets nobody use a card once its shopper removed it, not even that shopper', async () => {
    const ada = newShopper();
    const card = browserCard(ada);
    expect((await call(ada, 'POST', cardPath(card))).statusCode).toBe(200);
    expect((await call(ada, 'PUT', cardPath(card), { billingName: 'Ada L.' })).statusCode).toBe(
      200,
    );
    expect((await call(ada, 'DELETE', cardPath(card))).statusCode).toBe(200);

    expect((await call(ada, 'POST', cardPath(card))).statusCode).toBe(404);
    const charge = chargeFor(ada, card);
    expect(await started.provider.charge(charge)).toMatchObject({ code: 'resource_missing' });
    expect(await cardsOf(ada)).toEqual([]);
  });
});
