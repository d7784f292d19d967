import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, orderHistoryAnswer } from '@mise/contracts';
import type { Session } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  as,
  auditedActionsOf,
  placeOrder,
  readyShopper,
  staffMember,
  staffWithRole,
  startShopForFile,
  WEDNESDAY_11AM,
} from './support/shop.js';

// What the console's order pages need beyond the list: counts, filters, the timeline, refunds
// line by line, a new slot, and roles. Every staff change is audited with its reason.

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

const call = (
  who: Session,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject(as(app, who, { method, url, headers, ...(payload && { payload }) }));

const refund = (who: Session, orderId: string, payload: object, key = randomUUID()) =>
  call(who, 'POST', `/api/admin/orders/${orderId}/refund`, payload, {
    [IDEMPOTENCY_KEY_HEADER]: key,
  });

async function delivered(orderId: string) {
  for (const status of ['OUT_FOR_DELIVERY', 'DELIVERED']) {
    const moved = await call(staffMember, 'PUT', `/api/admin/orders/${orderId}/status`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

describe('the staff order list', () => {
  it('filters by city, customer and total, and counts each status for the tabs', async () => {
    const email = `${randomUUID()}@counts.test`;
    const { shopper, order } = await paidOrder({ email });
    const { order: second } = await paidOrder({ email });
    await delivered(second._id);
    const list = async (query: string) => {
      const answer = await call(staffMember, 'GET', `/api/admin/orders?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.map((found: { _id: string }) => found._id);
    };
    expect(await list(`userId=${shopper.userId}`)).toEqual([order._id]);
    const total = order.cost.totalPrice;
    expect(await list(`q=${email}&minTotal=${total}&maxTotal=${total}`)).toHaveLength(2);
    expect(await list(`q=${email}&minTotal=${total + 1}`)).toEqual([]);
    expect(await list(`q=${email}&cityId=toronto&sort=total&order=ASC`)).toHaveLength(2);
    expect(await list(`q=${email}&cityId=ottawa`)).toEqual([]);

    const counts = await call(staffMember, 'GET', `/api/admin/orders/counts?q=${email}`);
    expect(counts.json()).toEqual({
      data: expect.objectContaining({ PENDING_DELIVERY: 1, DELIVERED: 1, CANCELLED: 0 }),
      total: 2,
    });
    // The tabs count every status whatever the one chosen.
    const withStatus = await call(
      staffMember,
      'GET',
      `/api/admin/orders/counts?q=${email}&status=DELIVERED`,
    );
    expect(withStatus.json().total).toBe(2);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['minTotal=-1', 'minTotal'],
      ['maxTotal=9007199254740990', 'maxTotal'],
      ['from=tomorrow', 'from'],
      ['sort=colour', 'sort'],
      ['perPage=5000', 'perPage'],
    ]) {
      const answer = await call(staffMember, 'GET', `/api/admin/orders?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().fields[0]).toMatchObject({ field });
    }
  });
});

describe("an order's timeline", () => {
  it('holds every status change, payment and staff action, with who and why', async () => {
    const { order } = await paidOrder();
    await delivered(order._id);
    await refund(staffMember, order._id, { amount: 150, reason: 'Bruised pears' });

    const answer = await call(staffMember, 'GET', `/api/admin/orders/${order._id}/history`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, total } = orderHistoryAnswer.parse(answer.json());
    expect(total).toBe(data.length);
    expect(data.map((entry) => [entry.actor, entry.action, entry.to])).toEqual([
      ['customer', 'placed', 'PENDING_PAYMENT'],
      ['system', 'paid', 'PENDING_DELIVERY'],
      ['staff', 'status', 'OUT_FOR_DELIVERY'],
      ['staff', 'status', 'DELIVERED'],
      ['staff', 'refund', 'DELIVERED'],
      // The payment provider made it.
      ['system', 'refund-completed', null],
    ]);
    expect(data.at(-2)).toMatchObject({
      staffEmail: 'staff@mise.test',
      details: { amountCents: 150, reason: 'Bruised pears' },
    });
    const unknown = await call(staffMember, 'GET', '/api/admin/orders/no-such-order/history');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a refund of one line', () => {
  it('gives back what the line cost, once, and names the line in the audit', async () => {
    const { order } = await paidOrder();
    await delivered(order._id);
    const [line] = order.products;
    expect(line?.amount).toBeGreaterThan(0);
    const lineCost = order.products
      .filter((product: { productId: string }) => product.productId === line.productId)
      .reduce((sum: number, product: { amount: number }) => sum + product.amount, 0);

    const answer = await refund(staffMember, order._id, {
      productId: line.productId,
      reason: 'Arrived crushed',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.payment.refunded).toBe(lineCost);
    const twice = await refund(staffMember, order._id, {
      productId: line.productId,
      reason: 'Arrived crushed',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`The line ${line.name} was refunded already.`);
    const unknown = await refund(staffMember, order._id, {
      productId: 'no-such-product',
      reason: 'Missing',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields[0]).toMatchObject({ field: 'productId', rule: 'in_order' });
    const both = await refund(staffMember, order._id, {
      productId: line.productId,
      amount: 100,
      reason: 'Both',
    });
    expect(both.statusCode).toBe(400);

    const audited = await auditedActionsOf(app, order._id);
    expect(audited.at(-1)).toMatchObject({
      service: 'orders-payments',
      action: 'orders.refund',
      record: { type: 'order', id: order._id },
      actor: { id: 'staff-1', emailAddress: 'staff@mise.test', role: 'admin' },
      reason: 'Arrived crushed',
      after: { amountCents: lineCost, productId: line.productId, line: line.name },
      request: expect.objectContaining({
        method: 'POST',
        path: `/api/admin/orders/${order._id}/refund`,
      }),
    });
  });
});

describe('a new slot, by staff', () => {
  it('moves the delivery, saying why, and refuses once the order has left', async () => {
    const { order } = await paidOrder();
    const noReason = await call(staffMember, 'PUT', `/api/admin/orders/${order._id}/slot`, {
      ...WEDNESDAY_11AM,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields[0]).toMatchObject({ field: 'reason' });

    const moved = await call(staffMember, 'PUT', `/api/admin/orders/${order._id}/slot`, {
      ...WEDNESDAY_11AM,
      reason: 'Customer called: at work until noon',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.delivery).toMatchObject({
      slotStart: WEDNESDAY_11AM.timeSlot,
      label: '11:00 AM - 1:00 PM',
    });
    expect((await auditedActionsOf(app, order._id)).at(-1)).toMatchObject({
      action: 'orders.changed',
      reason: 'Customer called: at work until noon',
      after: expect.objectContaining({ timeSlot: WEDNESDAY_11AM.timeSlot }),
    });

    await call(staffMember, 'PUT', `/api/admin/orders/${order._id}/status`, {
      status: 'OUT_FOR_DELIVERY',
    });
    const late = await call(staffMember, 'PUT', `/api/admin/orders/${order._id}/slot`, {
      date: '2026-06-17',
      timeSlot: '2026-06-17T13:00:00.000Z',
      reason: 'Too late now',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This order is Out for Delivery: its delivery can no longer be changed.',
    );
  });
});

describe('roles', () => {
  it('keeps refunds for admins: support and operations get 403 and change nothing', async () => {
    const { order } = await paidOrder();
    await delivered(order._id);
    for (const role of ['support', 'operations'] as const) {
      const refused = await refund(staffWithRole(role), order._id, {
        amount: 100,
        reason: 'Goodwill',
      });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message).toBe(
        `Your role (${role}) may not do this: it needs the orders.refund permission.`,
      );
    }
    const read = await call(staffWithRole('support'), 'GET', `/api/admin/orders/${order._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.payment.refunded).toBe(0);
    expect((await auditedActionsOf(app, order._id)).map((entry) => entry.action)).toEqual([
      'orders.status',
      'orders.status',
    ]);
  });

  it('lets operations run the delivery and support cancel, each audited with their role', async () => {
    const { order } = await paidOrder();
    const bySupport = await call(
      staffWithRole('support'),
      'PUT',
      `/api/admin/orders/${order._id}/status`,
      { status: 'OUT_FOR_DELIVERY' },
    );
    expect(bySupport.statusCode).toBe(403);
    const byOperations = await call(
      staffWithRole('operations'),
      'PUT',
      `/api/admin/orders/${order._id}/status`,
      { status: 'OUT_FOR_DELIVERY' },
    );
    expect(byOperations.statusCode).toBe(200);
    const cancelled = await call(
      staffWithRole('support'),
      'POST',
      `/api/admin/orders/${order._id}/cancel`,
      { reason: 'Customer moved away' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const noReason = await call(staffMember, 'POST', `/api/admin/orders/${order._id}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await auditedActionsOf(app, order._id)).map((entry) => [entry.action, entry.actor.role]),
    ).toEqual([
      ['orders.status', 'operations'],
      ['orders.cancelled', 'support'],
    ]);
  });
});
