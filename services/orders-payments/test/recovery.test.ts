import { orderPaid, orderPlaced } from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdFor } from '../src/app/checkout/checkout-attempt.js';
import { RECOVERY_JOB } from '../src/jobs/recovery.js';
import {
  as,
  CARDS,
  chargesOf,
  eventsOf,
  MINUTE,
  newKey,
  placeOrder,
  readyShopper,
  type Shop,
  startShop,
} from './support/shop.js';

let app: FastifyInstance;
let clock: Shop['clock'];
// The fault hook on: the process "dies" (the request stops) right after a successful charge.
beforeAll(async () => {
  ({ app, clock } = await startShop({ FAULT_EXIT_AFTER_PAYMENT: 'true' }));
});
afterAll(async () => {
  await app.close();
});

const typesOf = async (orderId: string) =>
  (await eventsOf(app, orderId)).map((event) => event.type);
const orderOf = async (shopper: Parameters<typeof as>[1], orderId: string) =>
  (await app.inject(as(app, shopper, { method: 'GET', url: `/api/orders/${orderId}` }))).json()
    .data;
const sweep = () => app.infra.jobs.enqueue(RECOVERY_JOB, {});

/** Places an order that dies right after its card was charged; answers the order's id. */
async function orderCutShortAfterTheCharge() {
  const { shopper, body } = await readyShopper(app);
  const key = newKey();
  const died = await placeOrder(app, shopper, body, key);
  expect(died.statusCode).toBe(500);
  // The order a shopper's key makes, as the saga derives it.
  const orderId = orderIdFor(shopper.userId, key);
  const charges = await chargesOf(app, orderId);
  expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
  return { shopper, body, key, orderId };
}

describe('a process that died right after the charge', () => {
  it('leaves the order waiting for its payment, announced as placed only', async () => {
    const { shopper, orderId } = await orderCutShortAfterTheCharge();
    expect(await orderOf(shopper, orderId)).toMatchObject({
      status: 'PENDING_PAYMENT',
      payment: { status: 'pending' },
    });
    expect(await typesOf(orderId)).toEqual([orderPlaced.type]);
  });

  it('is settled by the sweep a minute later: paid once, with its events, and charged once', async () => {
    const { shopper, orderId } = await orderCutShortAfterTheCharge();
    clock.advance(2 * MINUTE);
    await sweep();
    await eventually(async () =>
      expect(await orderOf(shopper, orderId)).toMatchObject({
        status: 'PENDING_DELIVERY',
        payment: { status: 'succeeded', brand: 'visa', last4: '4242' },
      }),
    );
    // A second sweep finds nothing left to do.
    await sweep();
    await eventually(async () => {
      expect(await typesOf(orderId)).toEqual([
        orderPlaced.type,
        orderPaid.type,
        'orders.order.status-changed',
      ]);
    });
    expect(await chargesOf(app, orderId)).toHaveLength(1);
    // Booked through the paid event: the cart it bought is emptied.
    await eventually(async () => {
      const cart = await app.inject(as(app, shopper, { method: 'GET', url: '/api/cart' }));
      expect(cart.json().selectedRecipes).toEqual([]);
    });
  });

  it('is finished by the shopper’s retry with the same key, without a second charge', async () => {
    const { shopper, body, key, orderId } = await orderCutShortAfterTheCharge();
    // Once the process is back: a twin request still charging would be waited for.
    clock.advance(MINUTE);
    const retry = await placeOrder(app, shopper, body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data).toMatchObject({ _id: orderId, status: 'PENDING_DELIVERY' });
    expect(await chargesOf(app, orderId)).toHaveLength(1);
    expect((await typesOf(orderId)).filter((type) => type === orderPaid.type)).toHaveLength(1);
  });
});

describe('a 3-D Secure page left open', () => {
  it('fails the payment after 30 minutes, and gives back a payment made after that', async () => {
    const { shopper, body } = await readyShopper(app, { card: CARDS.threeDSecure });
    const waiting = (await placeOrder(app, shopper, body)).json().data;
    expect(waiting.status).toBe('PENDING_PAYMENT');

    clock.advance(10 * MINUTE);
    await sweep();
    clock.advance(21 * MINUTE);
    await sweep();
    await eventually(async () =>
      expect(await orderOf(shopper, waiting._id)).toMatchObject({
        status: 'PAYMENT_FAILED',
        payment: { status: 'failed', failureMessage: 'The payment was not completed.' },
      }),
    );
    expect(await typesOf(waiting._id)).toContain('orders.order.payment-failed');

    // The shopper comes back to the page and approves: the money is not kept for a failed order.
    const approved = await app.inject(
      as(app, shopper, {
        method: 'POST',
        url: `/api/payments/sandbox/authenticate/${waiting.payment.nextAction.paymentId}`,
        payload: { outcome: 'approve' },
      }),
    );
    expect(approved.statusCode).toBe(200);
    expect(await orderOf(shopper, waiting._id)).toMatchObject({
      status: 'PAYMENT_FAILED',
      payment: { status: 'refunded', refunded: waiting.cost.totalPrice },
    });
    expect(await typesOf(waiting._id)).not.toContain(orderPaid.type);
  });
});
