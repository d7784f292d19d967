import { CHANGE_NOTICE_HOURS, type OrderStatus, orderStatusLabels } from '@mise/contracts';

const HOUR_MS = 60 * 60 * 1_000;

export const CHANGE_TOO_LATE_MESSAGE =
  'Orders can be changed or cancelled until 24 hours before delivery.';

/** The last instant a customer may cancel or change an order delivered at `slotStart`. */
export function changeDeadline(slotStart: Date): Date {
  return new Date(slotStart.getTime() - CHANGE_NOTICE_HOURS * HOUR_MS);
}

type Changeable = { status: OrderStatus; slotStart: Date };

/**
 * Why the customer may not cancel or change the order now, or null when they may: only a paid
 * order waiting for its delivery, and only before the deadline (staff may act any time).
 */
export function customerChangeRefusal(order: Changeable, now: Date): string | null {
  if (order.status !== 'PENDING_DELIVERY') {
    return `This order is ${orderStatusLabels[order.status]}: it can no longer be changed or cancelled.`;
  }
  return now < changeDeadline(order.slotStart) ? null : CHANGE_TOO_LATE_MESSAGE;
}

/** Why staff may not change the order's delivery, or null: only while it waits for delivery. */
export function staffChangeRefusal(order: Pick<Changeable, 'status'>): string | null {
  return order.status === 'PENDING_DELIVERY'
    ? null
    : `This order is ${orderStatusLabels[order.status]}: its delivery can no longer be changed.`;
}

export const customerMayChange = (order: Changeable, now: Date) =>
  customerChangeRefusal(order, now) === null;
