import { type OrderStatus, orderStatusLabels } from '@mise/contracts';
import {
  appendToOutbox,
  HttpProblem,
  inTraceOfSubject,
  notFound,
  type Queryable,
  unprocessable,
} from '@mise/platform';
import { refundableCents } from '../../domain/checkout-checks.js';
import { type RefundableLine, refundableLine } from '../../domain/order-lines.js';
import { mayMove } from '../../domain/order-status.js';
import { deliveredEvent, statusChangedEvent } from '../../events/publish/order-events.js';
import { type Party, recordHistory, refundedProductIds } from '../../store/history.js';
import { findOrder, lockOrder, moveStatus, type StoredOrder } from '../../store/orders.js';
import { findRefund, promisedRefundCents, requestRefund } from '../../store/refunds.js';
import { outbox } from '../../store/schema.js';
import type { OrdersContext } from '../context.js';
import { carryOutRefund } from '../payments/refunds.js';

const noSuchOrder = (orderId: string) => notFound(`No order has the id ${orderId}.`);

/** The order's line of that product, refunded once only. */
async function lineToRefund(
  tx: Queryable,
  order: StoredOrder['order'],
  productId: string,
): Promise<RefundableLine> {
  const line = refundableLine(order, productId);
  if (!line) {
    throw unprocessable(`This order has no line for the product ${productId}.`, [
      { field: 'productId', rule: 'in_order', message: 'productId must be a product of the order' },
    ]);
  }
  if ((await refundedProductIds(tx, order.id)).has(productId)) {
    throw new HttpProblem(409, 'Conflict', `The line ${line.name} was refunded already.`);
  }
  return line;
}

async function current(ctx: OrdersContext, orderId: string): Promise<StoredOrder> {
  const found = await findOrder(ctx.db, orderId);
  if (!found) throw noSuchOrder(orderId);
  return found;
}

/** Staff run the delivery: out for delivery, delivered (the pantry gets the leftovers), or back. */
export async function setStatusByStaff(
  ctx: OrdersContext,
  orderId: string,
  to: OrderStatus,
  party: Party,
): Promise<StoredOrder> {
  const at = ctx.clock();
  // Delivering is the end of the order's story, which its trace tells: the pantry's part too.
  const moved = await inTraceOfSubject(ctx.db, outbox, orderId, 'set order status', () =>
    moveByStaff(ctx, orderId, to, party, at),
  );
  if (moved) ctx.onEventsCommitted();
  return current(ctx, orderId);
}

/** Moves the order and writes its events in one transaction; false when it was there already. */
function moveByStaff(
  ctx: OrdersContext,
  orderId: string,
  to: OrderStatus,
  party: Party,
  at: Date,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const stored = await lockOrder(tx, orderId);
    if (!stored) throw noSuchOrder(orderId);
    const from = stored.order.status;
    if (from === to) return false;
    if (!mayMove(from, to, 'staff')) {
      throw new HttpProblem(
        409,
        'Conflict',
        `An order that is ${orderStatusLabels[from]} cannot be set to ${orderStatusLabels[to]}.`,
      );
    }
    const delivered = to === 'DELIVERED';
    const order = await moveStatus(
      tx,
      orderId,
      { from, to, at },
      delivered ? { deliveredAt: at } : {},
    );
    if (!order) throw new Error(`order ${orderId} changed under its lock`);
    await recordHistory(tx, { orderId, at, party, action: 'status', from, to });
    await appendToOutbox(tx, outbox, [
      statusChangedEvent(order, { from, to, by: 'staff' }),
      ...(delivered ? [deliveredEvent(order, at)] : []),
    ]);
    return true;
  });
}

/**
 * Gives money back on a paid order: part of it (a missing item), or all that is left, which
 * makes a delivered order REFUNDED. Before delivery a full refund is a cancellation. Answers
 * whether the provider has made the refund yet (else the recovery sweep finishes it).
 */
export async function refundByStaff(
  ctx: OrdersContext,
  orderId: string,
  request: {
    amount?: number | undefined;
    productId?: string | undefined;
    reason: string;
    key: string;
  },
  party: Party,
): Promise<{ stored: StoredOrder; refunded: boolean }> {
  const at = ctx.clock();
  const idempotencyKey = `refund-${orderId}-${request.key}`;
  await ctx.db.transaction(async (tx) => {
    const stored = await lockOrder(tx, orderId);
    if (!stored) throw noSuchOrder(orderId);
    // Under the order's lock, so two requests with one key cannot both pass: the second finds
    // the first's refund and is answered with it.
    if (await findRefund(tx, idempotencyKey)) return;
    const { order, payment } = stored;
    if (payment.status !== 'succeeded') {
      throw new HttpProblem(409, 'Conflict', 'This order has no payment left to refund.');
    }
    const line = request.productId ? await lineToRefund(tx, order, request.productId) : undefined;
    const left = refundableCents({
      amountCents: payment.amountCents,
      refundedCents: await promisedRefundCents(tx, orderId),
    });
    const amount = line?.amountCents ?? request.amount ?? left;
    if (left === 0)
      throw new HttpProblem(409, 'Conflict', 'This order has no payment left to refund.');
    if (amount > left) {
      throw unprocessable(`At most ${left} cents are left to refund on this order.`, [
        { field: 'amount', rule: 'refundable', message: `amount must be at most ${left} cents` },
      ]);
    }
    if (amount === left) {
      if (!mayMove(order.status, 'REFUNDED', 'staff')) {
        throw new HttpProblem(
          409,
          'Conflict',
          'An order not delivered yet is refunded in full by cancelling it.',
        );
      }
      const refunded = await moveStatus(tx, orderId, { from: order.status, to: 'REFUNDED', at });
      if (!refunded) throw new Error(`order ${orderId} changed under its lock`);
      await appendToOutbox(tx, outbox, [
        statusChangedEvent(refunded, { from: order.status, to: 'REFUNDED', by: 'staff' }),
      ]);
    }
    await requestRefund(tx, {
      orderId,
      idempotencyKey,
      purpose: 'refund',
      amountCents: amount,
      reason: request.reason,
      at,
    });
    await recordHistory(tx, {
      orderId,
      at,
      party,
      action: 'refund',
      from: order.status,
      to: amount === left ? 'REFUNDED' : order.status,
      details: {
        amountCents: amount,
        reason: request.reason,
        ...(line ? { productId: line.productId, line: line.name } : {}),
      },
    });
  });
  ctx.onEventsCommitted();
  const refunded = await carryOutRefund(ctx, idempotencyKey);
  return { stored: await current(ctx, orderId), refunded };
}
