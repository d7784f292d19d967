import { orderPaid } from '@mise/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_DOWN_MESSAGE } from '../src/routes/order-replies.js';
import { webhookEvents } from '../src/store/schema.js';
import { startFakeStripe } from './support/fake-stripe.js';
import {
  as,
  eventsOf,
  FOUR_SKILLETS,
  newKey,
  newShopper,
  orderBody,
  placeOrder,
  saveCart,
  startShop,
} from './support/shop.js';

const WEBHOOK_SECRET = 'whsec_orders_test';

let app: FastifyInstance;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
// The Stripe adapter, against a stand-in for Stripe's servers on a local port.
beforeAll(async () => {
  stripe = await startFakeStripe();
  ({ app } = await startShop({
    STRIPE_SECRET_KEY: 'sk_test_orders',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_orders',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  }));
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

async function shopperWithCart() {
  const shopper = newShopper();
  await saveCart(app, shopper, FOUR_SKILLETS);
  // Each shopper's own card, as Stripe.js made it in their browser.
  return { shopper, body: orderBody(`pm_card_${shopper.userId}`, FOUR_SKILLETS) };
}

/** Stripe's event about a PaymentIntent, signed as Stripe signs it. */
function signedEvent(eventId: string, type: string, paymentId: string, orderId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: { object: { id: paymentId, object: 'payment_intent', metadata: { orderId } } },
  });
  const signature = new Stripe('sk_test_orders').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return { payload, signature };
}

const deliver = (payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature && { 'stripe-signature': signature }),
    },
    payload,
  });

describe('POST /api/orders with Stripe', () => {
  it('answers 502 with the spec’s words when Stripe is down, and keeps the order waiting', async () => {
    const { shopper, body } = await shopperWithCart();
    stripe.setChargesDown(true);
    const answer = await placeOrder(app, shopper, body).finally(() => stripe.setChargesDown(false));
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toBe(PROVIDER_DOWN_MESSAGE);
    const history = await app.inject(as(app, shopper, { method: 'GET', url: '/api/users/orders' }));
    expect(history.json().total).toBe(0);
    const admin = await app.inject(
      as(
        app,
        {
          userId: 'staff-1',
          role: 'staff',
          staffRole: 'admin',
          emailAddress: 'staff@mise.test',
          staff: null,
        },
        {
          method: 'GET',
          url: '/api/admin/orders?status=PENDING_PAYMENT',
        },
      ),
    );
    expect(admin.json().data.map((order: { userId: string }) => order.userId)).toContain(
      shopper.userId,
    );
  });
});

describe('POST /api/payments/webhook', () => {
  it('settles an order Stripe was still processing, and a second delivery changes nothing', async () => {
    const { shopper, body } = await shopperWithCart();
    const placed = await placeOrder(app, shopper, body, newKey());
    expect(placed.statusCode, placed.body).toBe(202);
    const order = placed.json().data;
    expect(order.payment).toMatchObject({ provider: 'stripe', status: 'pending' });
    const chargesBefore = stripe.charges();

    const paymentId = `pi_fake_${chargesBefore}`;
    stripe.settle(paymentId, 'succeeded');
    const event = signedEvent('evt_paid_1', 'payment_intent.succeeded', paymentId, order._id);
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await deliver(event.payload, event.signature);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    const read = await app.inject(
      as(app, shopper, { method: 'GET', url: `/api/orders/${order._id}` }),
    );
    expect(read.json().data).toMatchObject({
      status: 'PENDING_DELIVERY',
      payment: { status: 'succeeded', brand: 'visa', last4: '4242' },
    });
    const paid = (await eventsOf(app, order._id)).filter(
      (recorded) => recorded.type === orderPaid.type,
    );
    expect(paid).toHaveLength(1);
    expect(stripe.charges()).toBe(chargesBefore);
    const recorded = await app.infra.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'evt_paid_1'));
    expect(recorded).toEqual([expect.objectContaining({ provider: 'stripe' })]);
  });

  it('acknowledges events about other things, and refuses a body its signature does not match', async () => {
    const other = signedEvent('evt_other_1', 'customer.created', 'cus_1', 'none');
    expect((await deliver(other.payload, other.signature)).statusCode).toBe(200);

    const event = signedEvent(
      'evt_forged_1',
      'payment_intent.succeeded',
      'pi_fake_1',
      'some-order',
    );
    const tampered = await deliver(
      event.payload.replace('some-order', 'other-order'),
      event.signature,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().fields).toEqual([
      expect.objectContaining({ field: 'stripe-signature' }),
    ]);
    expect((await deliver(event.payload)).statusCode).toBe(400);
  });

  it('leaves the shop’s other routes parsing JSON as before', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_orders' });
    const { shopper } = await shopperWithCart();
    const bad = await app.inject(
      as(app, shopper, {
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
        payload: '{"not json',
      }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
