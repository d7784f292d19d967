import type { Database, Queryable } from '@mise/platform';
import { and, asc, eq, lt, sql, sum } from 'drizzle-orm';
import { payments, type RefundPurpose, refunds } from './schema.js';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundRequest {
  orderId: string;
  /** The provider's idempotency key as well: asking again gives one refund. */
  idempotencyKey: string;
  purpose: RefundPurpose;
  amountCents: number;
  reason: string;
  at: Date;
}

/** Records money to give back, once per key, before the provider is asked. */
export async function requestRefund(tx: Queryable, refund: RefundRequest): Promise<void> {
  await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      idempotencyKey: refund.idempotencyKey,
      purpose: refund.purpose,
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: 'requested',
      requestedAt: refund.at,
    })
    .onConflictDoNothing();
}

/** Cents promised back on an order: refunds done and refunds still to be carried out. */
export async function promisedRefundCents(tx: Queryable, orderId: string): Promise<number> {
  const [total] = await tx
    .select({ cents: sum(refunds.amountCents).mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return total?.cents ?? 0;
}

export async function findRefund(db: Queryable, key: string): Promise<RefundRow | undefined> {
  const [found] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return found;
}

/** Refunds asked for before `requestedBefore` and not carried out yet, oldest first. */
export function refundsToCarryOut(db: Database, requestedBefore: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lt(refunds.requestedAt, requestedBefore)))
    .orderBy(asc(refunds.requestedAt))
    .limit(limit);
}

export async function noteRefundError(db: Queryable, key: string, error: string): Promise<void> {
  await db.update(refunds).set({ lastError: error }).where(eq(refunds.idempotencyKey, key));
}

/**
 * Marks a refund done and counts it on the payment, once: of two runs finishing the same
 * refund, only the first finds it still requested.
 */
export async function completeRefund(
  tx: Queryable,
  key: string,
  done: { providerRefundId: string; at: Date },
): Promise<RefundRow | undefined> {
  const [completed] = await tx
    .update(refunds)
    .set({
      status: 'succeeded',
      providerRefundId: done.providerRefundId,
      completedAt: done.at,
      lastError: null,
    })
    .where(and(eq(refunds.idempotencyKey, key), eq(refunds.status, 'requested')))
    .returning();
  if (!completed) return undefined;
  const refunded = sql`${payments.refundedCents} + ${completed.amountCents}`;
  await tx
    .update(payments)
    .set({
      refundedCents: refunded,
      status: sql`case when ${refunded} >= ${payments.amountCents} then 'refunded' else ${payments.status} end`,
      updatedAt: done.at,
    })
    .where(eq(payments.orderId, completed.orderId));
  return completed;
}
