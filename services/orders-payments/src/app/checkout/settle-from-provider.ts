import { inTraceOfSubject } from '@mise/platform';
import { findOrder, findOrderByPayment } from '../../store/orders.js';
import { outbox } from '../../store/schema.js';
import type { OrdersContext } from '../context.js';
import { settlePayment } from './settle-payment.js';

/**
 * The provider says a payment ended (a webhook, the sandbox's 3-D Secure page): the order is
 * settled from the provider's own current account of the payment, not from the message, which
 * carries no card facts. A payment of no order of ours is left alone.
 */
export async function settleFromProvider(
  ctx: OrdersContext,
  about: { orderId: string | null; paymentId: string | null },
): Promise<void> {
  const stored =
    (about.orderId ? await findOrder(ctx.db, about.orderId) : undefined) ??
    (about.paymentId
      ? await findOrderByPayment(ctx.db, ctx.provider.name, about.paymentId)
      : undefined);
  const paymentId = about.paymentId ?? stored?.payment.providerPaymentId;
  if (!stored || !paymentId) {
    ctx.logger.warn(about, 'a payment message about no order of ours');
    return;
  }
  // A message of its own, yet part of the order's story: settled in the order's trace.
  await inTraceOfSubject(ctx.db, outbox, stored.order.id, 'settle payment', async () =>
    settlePayment(ctx, stored.order.id, await ctx.provider.retrieve(paymentId)),
  );
}
