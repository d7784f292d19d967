import type { OrderStatus } from '@mise/contracts';
import type { Queryable, Session, StaffAuditTrail } from '@mise/platform';
import { and, asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Actor } from '../domain/order-status.js';
import { orderHistory } from './schema.js';

/** Who did something to an order, as the audit trail records it. */
export interface Party {
  actor: Actor;
  /** The customer's user id or the staff member's; null for the system. */
  actorId: string | null;
  /** The staff member at the keyboard, also when acting as the customer. */
  staffId: string | null;
  staffEmail: string | null;
  /** Where a staff member's change is audited, in the change's transaction. */
  audit: StaffAuditTrail | null;
}

export const systemParty: Party = {
  actor: 'system',
  actorId: null,
  staffId: null,
  staffEmail: null,
  audit: null,
};

/** The shopper, or staff signed in as the shopper (then both are recorded). */
export const customerParty = (session: Session): Party => ({
  actor: 'customer',
  actorId: session.userId,
  staffId: session.staff?.staffId ?? null,
  staffEmail: session.staff?.emailAddress ?? null,
  audit: null,
});

export const staffParty = (session: Session, audit: StaffAuditTrail | null): Party => ({
  actor: 'staff',
  actorId: session.userId,
  staffId: session.userId,
  staffEmail: session.emailAddress,
  audit,
});

export interface HistoryEntry {
  orderId: string;
  at: Date;
  party: Party;
  /** What happened: placed, paid, payment-failed, status, cancelled, refund, changed... */
  action: string;
  from?: OrderStatus;
  to?: OrderStatus;
  details?: Record<string, unknown>;
}

/** Adds to the order's timeline; a staff member's change is also audited, with its reason. */
export async function recordHistory(tx: Queryable, entry: HistoryEntry): Promise<void> {
  const details = entry.details ?? {};
  await tx.insert(orderHistory).values({
    // Time-ordered, so entries of the same instant keep the order they were written in.
    id: uuidv7(),
    orderId: entry.orderId,
    at: entry.at,
    actor: entry.party.actor,
    actorId: entry.party.actorId,
    staffId: entry.party.staffId,
    staffEmail: entry.party.staffEmail,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    details,
  });
  const { reason, ...change } = details;
  await entry.party.audit?.(tx, {
    action: `orders.${entry.action}`,
    record: { type: 'order', id: entry.orderId },
    reason: typeof reason === 'string' && reason !== '' ? reason : null,
    before: entry.from ? { status: entry.from } : null,
    after: { ...(entry.to ? { status: entry.to } : {}), ...change },
  });
}

export type HistoryRow = typeof orderHistory.$inferSelect;

/** The order's timeline, oldest first. */
export function historyOf(db: Queryable, orderId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
}

/** The products whose line staff refunded on its own, so that none is refunded twice. */
export async function refundedProductIds(db: Queryable, orderId: string): Promise<Set<string>> {
  const rows = await db
    .select({ productId: sql<string | null>`${orderHistory.details}->>'productId'` })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, 'refund')));
  return new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])));
}
