import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@mise/contracts';
import type { Queryable, Session } from '@mise/platform';
import type { Actor } from '../domain/order-status.js';
import { orderHistory } from './schema.js';

/** Who did something to an order, as the audit trail records it. */
export interface Party {
  actor: Actor;
  /** The customer's user id or the staff member's; null for the system. */
  actorId: string | null;
  /** The staff member at the keyboard, also when acting as the customer. */
  staffId: string | null;
}

export const systemParty: Party = { actor: 'system', actorId: null, staffId: null };

/** The shopper, or staff signed in as the shopper (then both are recorded). */
export const customerParty = (session: Session): Party => ({
  actor: 'customer',
  actorId: session.userId,
  staffId: session.staff?.staffId ?? null,
});

export const staffParty = (session: Session): Party => ({
  actor: 'staff',
  actorId: session.userId,
  staffId: session.userId,
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

export async function recordHistory(tx: Queryable, entry: HistoryEntry): Promise<void> {
  await tx.insert(orderHistory).values({
    id: randomUUID(),
    orderId: entry.orderId,
    at: entry.at,
    actor: entry.party.actor,
    actorId: entry.party.actorId,
    staffId: entry.party.staffId,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    details: entry.details ?? {},
  });
}
