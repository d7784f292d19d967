import { recordHistory, systemParty } from '../../store/history.js';
import { findOrder } from '../../store/orders.js';
import { completeRefund, findRefund, noteRefundError } from '../../store/refunds.js';
import type { OrdersContext } from '../context.js';

/**
 * Asks the provider for a refund already recorded, and counts it once it went through. True
 * when it is done; false when the provider could not do it now, in which case the recovery
 * sweep asks again with the same key, so the shopper is never refunded twice.
 */
export async function carryOutRefund(ctx: OrdersContext, key: string): Promise<boolean> {
  const refund = await findRefund(ctx.db, key);
  if (!refund || refund.status === 'succeeded') return true;
  const stored = await findOrder(ctx.db, refund.orderId);
  const paymentId = stored?.payment.providerPaymentId;
  if (!paymentId) throw new Error(`refund ${key} is for an order without a provider payment`);
  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await ctx.provider.refund({
      paymentId,
      amountCents: refund.amountCents,
      idempotencyKey: key,
    }));
  } catch (error) {
    ctx.logger.error(
      { err: error, orderId: refund.orderId, refund: key },
      'refund failed, will retry',
    );
    await noteRefundError(ctx.db, key, error instanceof Error ? error.message : String(error));
    return false;
  }
  const at = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const completed = await completeRefund(tx, key, { providerRefundId, at });
    if (!completed) return;
    await recordHistory(tx, {
      orderId: completed.orderId,
      at,
      party: systemParty,
      action: 'refund-completed',
      details: { amountCents: completed.amountCents, providerRefundId },
    });
  });
  return true;
}
