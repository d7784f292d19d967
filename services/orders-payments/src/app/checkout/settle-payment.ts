import { appendToOutbox, type Transaction } from '@mise/platform';
import type { ChargeRequest, PaymentOutcome } from '../../domain/payments/port.js';
import {
  paidEvent,
  paymentFailedEvent,
  statusChangedEvent,
} from '../../events/publish/order-events.js';
import { recordHistory, systemParty } from '../../store/history.js';
import {
  findOrder,
  lockOrder,
  moveStatus,
  type StoredOrder,
  updatePayment,
} from '../../store/orders.js';
import { requestRefund } from '../../store/refunds.js';
import type { OrderRow } from '../../store/schema.js';
import { outbox } from '../../store/schema.js';
import { CURRENCY, type OrdersContext } from '../context.js';
import { countOrder } from '../order-metrics.js';
import { defaultIfFirstCard } from '../payments/first-card-default.js';
import { carryOutRefund } from '../payments/refunds.js';
import { giveBackPlace } from './give-back-place.js';

/** What an order is told when the shopper never finished paying (3-D Secure left open). */
export const NOT_COMPLETED_MESSAGE = 'The payment was not completed.';

/** The key of the refund that gives back an order's whole payment. */
export const fullRefundKey = (orderId: string) => `refund-${orderId}`;

/** The charge of an order; the order id is the key, so asking again is never a second charge. */
export function chargeRequestOf(ctx: OrdersContext, order: OrderRow): ChargeRequest {
  return {
    amountCents: order.totalCents,
    currency: CURRENCY,
    paymentMethodId: order.paymentMethodId,
    shopperId: order.userId,
    customerId: order.customerId,
    saveCard: order.saveCard,
    idempotencyKey: order.id,
    orderId: order.id,
    description: `Mise order ${order.number}`,
    returnUrl: new URL(`/orders/${order.id}`, ctx.shopOrigin).toString(),
  };
}

/**
 * How an order's payment stands now, in the provider's words: by its payment id once the
 * provider gave one, else by charging again with the same key, which answers the first
 * attempt's outcome if it reached the provider (and charges now if it never did).
 */
export function askProviderAgain(ctx: OrdersContext, stored: StoredOrder): Promise<PaymentOutcome> {
  const { providerPaymentId } = stored.payment;
  return providerPaymentId
    ? ctx.provider.retrieve(providerPaymentId)
    : ctx.provider.charge(chargeRequestOf(ctx, stored.order));
}

/** Waiting for its first word from the provider: charged by a request still under way, or lost. */
export const awaitsProvider = ({ order, payment }: StoredOrder) =>
  order.status === 'PENDING_PAYMENT' && payment.status === 'pending';

/**
 * Applies what the provider says of an order's payment. Idempotent, whoever calls it (the
 * shopper's request, its replay, the 3-D Secure return, a webhook, the recovery sweep): the
 * order row is locked, only an order still PENDING_PAYMENT is settled, and its events are
 * written in the same transaction, so a settled order is told once. A failed one gives its
 * place in the slot back before this returns.
 */
export async function settlePayment(
  ctx: OrdersContext,
  orderId: string,
  outcome: PaymentOutcome,
): Promise<StoredOrder> {
  const at = ctx.clock();
  const { announced, lateRefund } = await ctx.db.transaction(async (tx) => {
    const stored = await lockOrder(tx, orderId);
    if (!stored) throw new Error(`order ${orderId} is not stored`);
    switch (outcome.status) {
      case 'succeeded':
        return recordSuccess(tx, stored, outcome, at);
      case 'failed':
        return recordFailure(tx, stored, outcome, at);
      default:
        return recordWait(tx, stored, outcome, at);
    }
  });
  if (announced) ctx.onEventsCommitted();
  if (announced && outcome.status === 'succeeded') countOrder('paid');
  if (announced && outcome.status === 'failed') {
    countOrder('failed');
    await giveBackPlace(ctx, orderId);
  }
  if (lateRefund) await carryOutRefund(ctx, fullRefundKey(orderId));
  const settled = await findOrder(ctx.db, orderId);
  if (!settled) throw new Error(`order ${orderId} is not stored`);
  if (announced && outcome.status === 'succeeded') await defaultIfCardKept(ctx, settled.order);
  return settled;
}

/**
 * A card saved while paying (isSaveCard) becomes the default if it is the shopper's first. The
 * order is paid whatever happens here: a provider failure only leaves the card not default.
 */
async function defaultIfCardKept(ctx: OrdersContext, order: OrderRow): Promise<void> {
  if (!order.saveCard || !order.customerId) return;
  try {
    await defaultIfFirstCard(ctx.provider, order.customerId, order.paymentMethodId);
  } catch (error) {
    ctx.logger.warn({ err: error, orderId: order.id }, 'the saved card was not made the default');
  }
}

interface Settlement {
  /** Events were written: the relay may go. */
  announced: boolean;
  /** Money arrived for an order closed meanwhile: it goes back. */
  lateRefund: boolean;
}
const NOTHING: Settlement = { announced: false, lateRefund: false };

type Outcome<Status> = Extract<PaymentOutcome, { status: Status }>;

async function recordSuccess(
  tx: Transaction,
  { order, payment }: StoredOrder,
  outcome: Outcome<'succeeded'>,
  at: Date,
): Promise<Settlement> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return NOTHING;
  await updatePayment(tx, order.id, {
    status: 'succeeded',
    providerPaymentId: outcome.paymentId,
    brand: outcome.card.brand,
    last4: outcome.card.last4,
    clientSecret: null,
    failureMessage: null,
    updatedAt: at,
  });
  const paid = await moveStatus(
    tx,
    order.id,
    { from: 'PENDING_PAYMENT', to: 'PENDING_DELIVERY', at },
    { paidAt: at },
  );
  if (!paid) {
    // Cancelled by staff, or failed by the sweep, before the shopper finished paying.
    await requestRefund(tx, {
      orderId: order.id,
      idempotencyKey: fullRefundKey(order.id),
      purpose: 'refund',
      amountCents: payment.amountCents,
      reason: `Paid after the order was ${order.status}`,
      at,
    });
    await recordHistory(tx, {
      orderId: order.id,
      at,
      party: systemParty,
      action: 'late-payment-refunded',
      details: { paymentId: outcome.paymentId },
    });
    return { announced: false, lateRefund: true };
  }
  await recordHistory(tx, {
    orderId: order.id,
    at,
    party: systemParty,
    action: 'paid',
    from: 'PENDING_PAYMENT',
    to: 'PENDING_DELIVERY',
    details: { paymentId: outcome.paymentId },
  });
  await appendToOutbox(tx, outbox, [
    paidEvent(paid, CURRENCY.toUpperCase()),
    statusChangedEvent(paid, { from: 'PENDING_PAYMENT', to: 'PENDING_DELIVERY', by: 'system' }),
  ]);
  return { announced: true, lateRefund: false };
}

async function recordFailure(
  tx: Transaction,
  { order, payment }: StoredOrder,
  outcome: Outcome<'failed'>,
  at: Date,
): Promise<Settlement> {
  const failed = await moveStatus(tx, order.id, {
    from: 'PENDING_PAYMENT',
    to: 'PAYMENT_FAILED',
    at,
  });
  if (!failed) return NOTHING;
  await updatePayment(tx, order.id, {
    status: 'failed',
    providerPaymentId: outcome.paymentId ?? payment.providerPaymentId,
    brand: outcome.card?.brand ?? payment.brand,
    last4: outcome.card?.last4 ?? payment.last4,
    clientSecret: null,
    failureMessage: outcome.message,
    updatedAt: at,
  });
  await recordHistory(tx, {
    orderId: order.id,
    at,
    party: systemParty,
    action: 'payment-failed',
    from: 'PENDING_PAYMENT',
    to: 'PAYMENT_FAILED',
    details: { code: outcome.code, message: outcome.message },
  });
  await appendToOutbox(tx, outbox, [
    paymentFailedEvent(failed, outcome.message),
    statusChangedEvent(failed, { from: 'PENDING_PAYMENT', to: 'PAYMENT_FAILED', by: 'system' }),
  ]);
  return { announced: true, lateRefund: false };
}

/** 3-D Secure asked for, or the provider still at work: the order waits, with what is known. */
async function recordWait(
  tx: Transaction,
  { order }: StoredOrder,
  outcome: Outcome<'requires_action' | 'pending'>,
  at: Date,
): Promise<Settlement> {
  if (order.status !== 'PENDING_PAYMENT') return NOTHING;
  await updatePayment(tx, order.id, {
    status: outcome.status,
    providerPaymentId: outcome.paymentId,
    clientSecret: outcome.status === 'requires_action' ? outcome.clientSecret : null,
    ...(outcome.card ? { brand: outcome.card.brand, last4: outcome.card.last4 } : {}),
    updatedAt: at,
  });
  return NOTHING;
}
