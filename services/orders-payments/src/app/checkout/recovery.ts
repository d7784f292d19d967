import { PaymentProviderUnavailable } from '../../domain/payments/port.js';
import { ordersAwaitingPayment } from '../../store/orders.js';
import { refundsToCarryOut } from '../../store/refunds.js';
import type { OrdersContext } from '../context.js';
import { carryOutRefund } from '../payments/refunds.js';
import { askProviderAgain, NOT_COMPLETED_MESSAGE, settlePayment } from './settle-payment.js';

/** Younger orders may still be in the hands of the request that placed them. */
const SETTLE_AFTER_MS = 60_000;
/** A 3-D Secure page left open this long is a payment given up. */
const GIVE_UP_AFTER_MS = 30 * 60_000;
const BATCH = 100;

/**
 * Settles what a dead process or an outage left half done, at start and every minute: orders
 * still PENDING_PAYMENT are asked of the provider again with their own key (a charge that
 * succeeded just before a crash becomes a paid order, with its events, once), and refunds the
 * provider could not make are asked again with theirs.
 */
export async function recoverUnsettled(ctx: OrdersContext): Promise<void> {
  const now = ctx.clock();
  const waiting = await ordersAwaitingPayment(
    ctx.db,
    new Date(now.getTime() - SETTLE_AFTER_MS),
    BATCH,
  );
  for (const stored of waiting) {
    await oneAtATime(ctx, { orderId: stored.order.id }, async () => {
      const outcome = await askProviderAgain(ctx, stored);
      const givenUp =
        (outcome.status === 'requires_action' || outcome.status === 'pending') &&
        now.getTime() - stored.order.createdAt.getTime() > GIVE_UP_AFTER_MS;
      await settlePayment(
        ctx,
        stored.order.id,
        givenUp
          ? {
              status: 'failed',
              paymentId: outcome.paymentId,
              code: 'payment_not_completed',
              message: NOT_COMPLETED_MESSAGE,
              card: outcome.card,
            }
          : outcome,
      );
    });
  }
  const refunds = await refundsToCarryOut(ctx.db, new Date(now.getTime() - SETTLE_AFTER_MS), BATCH);
  for (const refund of refunds) {
    await oneAtATime(ctx, { refund: refund.idempotencyKey }, () =>
      carryOutRefund(ctx, refund.idempotencyKey),
    );
  }
}

/** One order the provider cannot answer for now does not hold up the others. */
async function oneAtATime(
  ctx: OrdersContext,
  about: Record<string, string>,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const level = error instanceof PaymentProviderUnavailable ? 'warn' : 'error';
    ctx.logger[level]({ err: error, ...about }, 'could not settle it yet; the next sweep will');
  }
}
