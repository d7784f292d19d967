import { orderCancelled } from '@mise/contracts';
import type { Session } from '@mise/platform';
import { eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRefunds } from '../src/adapters/payments/sandbox-schema.js';
import { orderHistory } from '../src/store/schema.js';
import {
  as,
  CARDS,
  chargesOf,
  eventsOf,
  HOUR,
  placeOrder,
  readyShopper,
  type Shop,
  startShop,
  WEDNESDAY_9AM,
  WEDNESDAY_11AM,
} from './support/shop.js';

const TOO_LATE = 'Orders can be changed or cancelled until 24 hours before delivery.';

let app: FastifyInstance;
let clock: Shop['clock'];
// One shop for the file; the clock stands on Monday until the last test moves it past the deadline.
beforeAll(async () => {
  ({ app, clock } = await startShop());
});
afterAll(async () => {
  await app.close();
});

async function paidOrder(options: { card?: string } = {}) {
  const { shopper, body } = await readyShopper(app, options);
  const placed = await placeOrder(app, shopper, body);
  return { shopper, order: placed.json().data ?? { _id: placed.json().orderId } };
}

const cancel = (shopper: Session, orderId: string, payload?: object) =>
  app.inject(
    as(app, shopper, {
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      ...(payload && { payload }),
    }),
  );
const change = (shopper: Session, orderId: string, payload: object) =>
  app.inject(as(app, shopper, { method: 'PUT', url: `/api/orders/${orderId}`, payload }));

/** Places left in Toronto's Wednesday slots, 9 AM first. */
async function placesLeft(): Promise<number[]> {
  const day = await app.inject({
    method: 'GET',
    url: `/api/days/${Date.parse(WEDNESDAY_9AM.timeSlot)}/toronto/Address delivery`,
  });
  return day.json().data.timeSlots.map((slot: { remaining: number }) => slot.remaining);
}

describe('a customer’s change before the deadline', () => {
  it('moves the delivery to another slot and keeps the new instructions', async () => {
    const { shopper, order } = await paidOrder();
    await eventually(async () => expect((await placesLeft())[0]).toBeLessThan(20));
    const before = await placesLeft();
    const answer = await change(shopper, order._id, {
      ...WEDNESDAY_11AM,
      deliveryInstructions: 'Ring twice',
      allowSubstitute: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      delivery: { slotStart: WEDNESDAY_11AM.timeSlot, label: '11:00 AM - 1:00 PM' },
      deliveryAddress: {
        timeSlot: WEDNESDAY_11AM.timeSlot,
        deliveryInstructions: 'Ring twice',
        allowSubstitute: false,
      },
      changeDeadline: '2026-06-16T15:00:00.000Z',
    });
    const after = await placesLeft();
    expect([after[0], after[1]]).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) - 1]);
    const audit = await app.infra.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order._id));
    expect(audit.map((entry) => [entry.actor, entry.action])).toContainEqual([
      'customer',
      'changed',
    ]);
  });

  it('names a bad change and changes nothing', async () => {
    const { shopper, order } = await paidOrder();
    const dateOnly = await change(shopper, order._id, { date: WEDNESDAY_11AM.date });
    expect(dateOnly.statusCode).toBe(400);
    expect(dateOnly.json().fields).toEqual([expect.objectContaining({ field: 'timeSlot' })]);
    const notASlot = await change(shopper, order._id, {
      date: WEDNESDAY_9AM.date,
      timeSlot: '2026-06-17T14:00:00.000Z',
    });
    expect(notASlot.statusCode).toBe(400);
    expect(notASlot.json().fields).toEqual([expect.objectContaining({ field: 'timeSlot' })]);
    const unknown = await change(shopper, order._id, { tip: 5 });
    expect(unknown.statusCode).toBe(400);
    const read = await app.inject(
      as(app, shopper, { method: 'GET', url: `/api/orders/${order._id}` }),
    );
    expect(read.json().data.delivery.slotStart).toBe(WEDNESDAY_9AM.timeSlot);
  });

  it('cancels, gives the whole payment back once and frees the place', async () => {
    const { shopper, order } = await paidOrder();
    await eventually(async () => expect((await placesLeft())[0]).toBeLessThan(20));
    const before = await placesLeft();
    const answer = await cancel(shopper, order._id, { reason: 'Away that week' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Cancelled',
      canChange: false,
      payment: { status: 'refunded', refunded: order.cost.totalPrice },
    });
    const [charge] = await chargesOf(app, order._id);
    const refunds = await app.infra.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, charge?.id ?? ''));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([order.cost.totalPrice]);
    const cancelled = (await eventsOf(app, order._id)).find(
      (event) => event.type === orderCancelled.type,
    );
    expect(orderCancelled.data.parse(cancelled?.data)).toMatchObject({
      by: 'customer',
      refundedCents: order.cost.totalPrice,
    });
    await eventually(async () => expect((await placesLeft())[0]).toBe((before[0] ?? 0) + 1));

    // Asked again (a double click): the same cancellation, no second refund.
    const again = await cancel(shopper, order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('CANCELLED');
    expect(
      await app.infra.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, charge?.id ?? '')),
    ).toHaveLength(1);
    expect(
      (await eventsOf(app, order._id)).filter((event) => event.type === orderCancelled.type),
    ).toHaveLength(1);
  });

  it('does not cancel an order whose payment failed', async () => {
    const { shopper, order } = await paidOrder({ card: CARDS.declined });
    const answer = await cancel(shopper, order._id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'This order is Payment Failed: it can no longer be changed or cancelled.',
    );
  });
});

describe('after the deadline', () => {
  it('refuses the customer’s cancel and change with the spec’s words', async () => {
    const { shopper, order } = await paidOrder();
    expect(order.canChange).toBe(true);
    // Tuesday, 9:00 AM in Toronto and a minute: 24 h before Wednesday's 9:00 AM slot have passed.
    clock.advance(25 * HOUR + 1);
    const read = await app.inject(
      as(app, shopper, { method: 'GET', url: `/api/orders/${order._id}` }),
    );
    expect(read.json().data.canChange).toBe(false);
    for (const answer of [
      await cancel(shopper, order._id),
      await change(shopper, order._id, { deliveryInstructions: 'Back door' }),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(TOO_LATE);
    }
    const after = await app.inject(
      as(app, shopper, { method: 'GET', url: `/api/orders/${order._id}` }),
    );
    expect(after.json().data).toMatchObject({
      status: 'PENDING_DELIVERY',
      deliveryAddress: { deliveryInstructions: '' },
    });
  });
});
