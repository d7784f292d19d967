import type { OrderStatus } from '@mise/contracts';

/** Who moves an order: the shopper, a staff member, or the service itself (payments, sweeps). */
export type Actor = 'customer' | 'staff' | 'system';

/**
 * Every move an order may make, and who may make it (spec README "Order statuses"). The
 * system settles payments; staff run deliveries and may step back from OUT_FOR_DELIVERY when
 * it was set by mistake; a customer may only cancel a paid order (and only until the change
 * deadline, see change-deadline.ts). A full refund before delivery is a cancellation, so
 * REFUNDED follows DELIVERED only.
 */
const moves: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>> = {
  PENDING_PAYMENT: {
    PENDING_DELIVERY: ['system'],
    PAYMENT_FAILED: ['system'],
    CANCELLED: ['staff'],
  },
  PENDING_DELIVERY: {
    OUT_FOR_DELIVERY: ['staff'],
    CANCELLED: ['customer', 'staff'],
  },
  OUT_FOR_DELIVERY: {
    PENDING_DELIVERY: ['staff'],
    DELIVERED: ['staff'],
    CANCELLED: ['staff'],
  },
  DELIVERED: { REFUNDED: ['staff'] },
  CANCELLED: {},
  PAYMENT_FAILED: {},
  REFUNDED: {},
};

export function mayMove(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return moves[from][to]?.includes(actor) ?? false;
}
