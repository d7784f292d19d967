import { orderStatusLabels } from '@mise/contracts';
import { appendToOutbox, HttpProblem, notFound } from '@mise/platform';
import { customerChangeRefusal } from '../../domain/change-deadline.js';
import { mayMove } from '../../domain/order-status.js';
import { cancelledEvent, statusChangedEvent } from '../../events/publish/order-events.js';
import { type Party, recordHistory } from '../../store/history.js';
import { findOrder, lockOrder, moveStatus, type StoredOrder } from '../../store/orders.js';
import { promisedRefundCents, requestRefund } from '../../store/refunds.js';
import { outbox } from '../../store/schema.js';
import { fullRefundKey } from '../checkout/settle-payment.js';
import type { OrdersContext } from '../context.js';
import { carryOutRefund } from '../payments/refunds.js';

/**
 * Cancels an order and gives back what was paid and not refunded yet. The status, the refund
 * to make and the events commit together; the provider is asked after, and an outage leaves
 * the refund to the recovery sweep, with the same key. Cancelling twice is one cancellation.
 */
export async function cancelOrder(
  ctx: OrdersContext,
  orderId: string,
  who: { party: Party; by: 'customer' | 'staff'; reason: string },
): Promise<StoredOrder> {
  const at = ctx.clock();
  const refundKey = await ctx.db.transaction(async (tx) => {
    const stored = await lockOrder(tx, orderId);
    if (!stored) throw notFound(`No order has the id ${orderId}.`);
    const { order, payment } = stored;
    if (order.status === 'CANCELLED') return null;
    const refusal = who.by === 'customer' ? customerChangeRefusal(order, at) : null;
    if (refusal) throw new HttpProblem(409, 'Conflict', refusal);
    if (!mayMove(order.status, 'CANCELLED', who.party.actor)) {
      throw new HttpProblem(
        409,
        'Conflict',
        `This order is ${orderStatusLabels[order.status]}: it can no longer be cancelled.`,
      );
    }
    const cancelled = await moveStatus(tx, orderId, { from: order.status, to: 'CANCELLED', at });
    if (!cancelled) throw new Error(`order ${orderId} changed under its lock`);
    const refundCents =
      payment.status === 'succeeded'
        ? payment.amountCents - (await promisedRefundCents(tx, orderId))
        : 0;
    if (refundCents > 0) {
      await requestRefund(tx, {
        orderId,
        idempotencyKey: fullRefundKey(orderId),
        purpose: 'cancel',
        amountCents: refundCents,
        reason: who.reason,
        at,
      });
    }
    await recordHistory(tx, {
      orderId,
      at,
      party: who.party,
      action: 'cancelled',
      from: order.status,
      to: 'CANCELLED',
      details: { reason: who.reason, refundCents },
    });
    await appendToOutbox(tx, outbox, [
      cancelledEvent(cancelled, { by: who.by, refundedCents: refundCents }),
      statusChangedEvent(cancelled, { from: order.status, to: 'CANCELLED', by: who.party.actor }),
    ]);
    return refundCents > 0 ? fullRefundKey(orderId) : null;
  });
  ctx.onEventsCommitted();
  if (refundKey) await carryOutRefund(ctx, refundKey);
  const current = await findOrder(ctx.db, orderId);
  if (!current) throw notFound(`No order has the id ${orderId}.`);
  return current;
}
