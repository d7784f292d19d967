import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, orderDelivered, orderStatusChanged } from '@mise/contracts';
import type { Session } from '@mise/platform';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderHistory } from '../src/store/schema.js';
import {
  as,
  eventsOf,
  newShopper,
  placeOrder,
  readyShopper,
  staffMember,
  startShopForFile,
} from './support/shop.js';

let app: FastifyInstance;
startShopForFile((shop) => {
  ({ app } = shop);
});

async function paidOrder(address: Record<string, string> = {}) {
  const { shopper, body } = await readyShopper(app, { address });
  const placed = await placeOrder(app, shopper, body);
  expect(placed.statusCode, placed.body).toBe(201);
  return { shopper, order: placed.json().data };
}

const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject(as(app, staffMember, { method, url, ...(payload && { payload }) }));

/** A staff refund: a new key each time, unless `key` repeats an earlier one (a retry). */
const refund = (orderId: string, payload: object, key: string = randomUUID()) =>
  app.inject(
    as(app, staffMember, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      payload,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    }),
  );

const auditOf = (orderId: string) =>
  app.infra.database.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.action));

describe('/api/admin/orders', () => {
  it('is for staff signed in as themselves only', async () => {
    const shopper = newShopper();
    const actingStaff: Session = {
      ...shopper,
      staff: { staffId: 'staff-1', emailAddress: 'staff@mise.test' },
    };
    for (const who of [shopper, actingStaff]) {
      const answer = await app.inject(as(app, who, { method: 'GET', url: '/api/admin/orders' }));
      expect(answer.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });

  it('lists and filters orders by status and by number, e-mail or name', async () => {
    const { order } = await paidOrder({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.test',
    });
    const byName = await staff('GET', '/api/admin/orders?q=grace%20hop');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      data: [expect.objectContaining({ _id: order._id })],
      total: 1,
    });
    const byNumber = await staff('GET', `/api/admin/orders?q=${order.number.toLowerCase()}`);
    expect(byNumber.json().data.map((found: { _id: string }) => found._id)).toEqual([order._id]);
    const delivered = await staff('GET', '/api/admin/orders?status=DELIVERED&q=grace');
    expect(delivered.json()).toEqual({ data: [], total: 0 });
    const bad = await staff('GET', '/api/admin/orders?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it('runs the delivery and tells the pantry the leftovers once delivered', async () => {
    const { order } = await paidOrder();
    const skip = await staff('PUT', `/api/admin/orders/${order._id}/status`, {
      status: 'DELIVERED',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(
      'An order that is Pending Delivery cannot be set to Delivered.',
    );
    const out = await staff('PUT', `/api/admin/orders/${order._id}/status`, {
      status: 'OUT_FOR_DELIVERY',
    });
    expect(out.json().data.statusLabel).toBe('Out for Delivery');
    const done = await staff('PUT', `/api/admin/orders/${order._id}/status`, {
      status: 'DELIVERED',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('DELIVERED');

    const events = await eventsOf(app, order._id);
    const moves = events
      .filter((event) => event.type === orderStatusChanged.type)
      .map((event) => orderStatusChanged.data.parse(event.data))
      .map(({ from, to, by }) => `${from}>${to} by ${by}`);
    expect(moves).toEqual([
      'PENDING_PAYMENT>PENDING_DELIVERY by system',
      'PENDING_DELIVERY>OUT_FOR_DELIVERY by staff',
      'OUT_FOR_DELIVERY>DELIVERED by staff',
    ]);
    const delivered = orderDelivered.data.parse(
      events.find((event) => event.type === orderDelivered.type)?.data,
    );
    expect(delivered.leftovers.length).toBeGreaterThan(0);
    expect(delivered.leftovers[0]).toEqual({
      ingredientId: expect.any(String),
      name: expect.any(String),
      quantity: expect.any(Number),
      unit: expect.stringMatching(/^(g|ml|unit)$/),
      centsPerBaseUnit: expect.any(Number),
    });
    expect(delivered.leftovers[0]?.centsPerBaseUnit).toBeGreaterThan(0);
    // The shopper's pantry is empty: the order took nothing from it.
    expect(delivered.pantryUsed).toEqual([]);
    const audit = await auditOf(order._id);
    expect(
      audit
        .filter((entry) => entry.actor === 'staff')
        .map((entry) => [entry.staffId, entry.toStatus]),
    ).toEqual([
      ['staff-1', 'OUT_FOR_DELIVERY'],
      ['staff-1', 'DELIVERED'],
    ]);
  });

  it('refunds part of a delivered order, then the rest, which makes it Refunded', async () => {
    const { order } = await paidOrder();
    await staff('PUT', `/api/admin/orders/${order._id}/status`, { status: 'OUT_FOR_DELIVERY' });
    await staff('PUT', `/api/admin/orders/${order._id}/status`, { status: 'DELIVERED' });
    const total = order.cost.totalPrice;

    const tooMuch = await refund(order._id, {
      amount: total + 1,
      reason: 'Everything',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().fields).toEqual([expect.objectContaining({ field: 'amount' })]);
    const noReason = await refund(order._id, { amount: 100 });
    expect(noReason.statusCode).toBe(400);

    const part = await refund(order._id, {
      amount: 300,
      reason: 'Missing kale',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'DELIVERED',
      payment: { refunded: 300, status: 'succeeded' },
    });
    const rest = await refund(order._id, {
      reason: 'Spoiled',
    });
    expect(rest.json().data).toMatchObject({
      status: 'REFUNDED',
      payment: { refunded: total, status: 'refunded' },
    });
    const nothingLeft = await refund(order._id, {
      reason: 'Again',
    });
    expect(nothingLeft.statusCode).toBe(409);
    const refunds = (await auditOf(order._id)).filter((entry) => entry.action === 'refund');
    expect(refunds.map((entry) => [entry.actorId, entry.details])).toEqual([
      ['staff-1', { amountCents: 300, reason: 'Missing kale' }],
      ['staff-1', { amountCents: total - 300, reason: 'Spoiled' }],
    ]);
  });

  it('gives money back once for one key, however often the refund is sent', async () => {
    const { order } = await paidOrder();
    await staff('PUT', `/api/admin/orders/${order._id}/status`, { status: 'OUT_FOR_DELIVERY' });
    await staff('PUT', `/api/admin/orders/${order._id}/status`, { status: 'DELIVERED' });
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(order._id, { amount: 250, reason: 'Bruised pears' }, key)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.payment).toMatchObject({ refunded: 250, status: 'succeeded' });
    }
    const again = await refund(order._id, { amount: 250, reason: 'Bruised pears' }, key);
    expect(again.json().data.payment.refunded).toBe(250);
    const refunds = (await auditOf(order._id)).filter((entry) => entry.action === 'refund');
    expect(refunds).toHaveLength(1);

    const keyless = await staff('POST', `/api/admin/orders/${order._id}/refund`, {
      amount: 100,
      reason: 'No key',
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields.map((field: { field: string }) => field.field)).toEqual([
      IDEMPOTENCY_KEY_HEADER,
    ]);
  });

  it('refunds a whole order not delivered yet only by cancelling it, which staff may do any time', async () => {
    const { order } = await paidOrder();
    const full = await refund(order._id, {
      reason: 'All of it',
    });
    expect(full.statusCode).toBe(409);
    await staff('PUT', `/api/admin/orders/${order._id}/status`, { status: 'OUT_FOR_DELIVERY' });
    const cancelled = await staff('POST', `/api/admin/orders/${order._id}/cancel`, {
      reason: 'Van broke down',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      payment: { refunded: order.cost.totalPrice },
    });
    const [, moved] = (await eventsOf(app, order._id))
      .filter((event) => event.type === orderStatusChanged.type)
      .map((event) => orderStatusChanged.data.parse(event.data))
      .slice(1);
    expect(moved).toMatchObject({ from: 'OUT_FOR_DELIVERY', to: 'CANCELLED', by: 'staff' });
    const audit = await auditOf(order._id);
    expect(audit.find((entry) => entry.action === 'cancelled')).toMatchObject({
      actor: 'staff',
      staffId: 'staff-1',
      details: { reason: 'Van broke down', refundCents: order.cost.totalPrice },
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await staff('GET', '/api/admin/orders/no-such-order')).statusCode).toBe(404);
    const status = await staff('PUT', '/api/admin/orders/no-such-order/status', {
      status: 'DELIVERED',
    });
    expect(status.statusCode).toBe(404);
  });
});
