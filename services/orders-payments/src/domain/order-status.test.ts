import { orderStatuses } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { mayMove } from './order-status.js';

describe('order status moves', () => {
  it('lets only the system settle a payment', () => {
    expect(mayMove('PENDING_PAYMENT', 'PENDING_DELIVERY', 'system')).toBe(true);
    expect(mayMove('PENDING_PAYMENT', 'PAYMENT_FAILED', 'system')).toBe(true);
    expect(mayMove('PENDING_PAYMENT', 'PENDING_DELIVERY', 'staff')).toBe(false);
    expect(mayMove('PENDING_PAYMENT', 'PENDING_DELIVERY', 'customer')).toBe(false);
  });

  it('runs the delivery forward for staff, with one step back from out for delivery', () => {
    expect(mayMove('PENDING_DELIVERY', 'OUT_FOR_DELIVERY', 'staff')).toBe(true);
    expect(mayMove('OUT_FOR_DELIVERY', 'DELIVERED', 'staff')).toBe(true);
    expect(mayMove('OUT_FOR_DELIVERY', 'PENDING_DELIVERY', 'staff')).toBe(true);
    expect(mayMove('PENDING_DELIVERY', 'DELIVERED', 'staff')).toBe(false);
    expect(mayMove('DELIVERED', 'OUT_FOR_DELIVERY', 'staff')).toBe(false);
    expect(mayMove('PENDING_DELIVERY', 'OUT_FOR_DELIVERY', 'customer')).toBe(false);
  });

  it('lets a customer cancel only a paid order waiting for delivery; staff until it is delivered', () => {
    expect(mayMove('PENDING_DELIVERY', 'CANCELLED', 'customer')).toBe(true);
    expect(mayMove('OUT_FOR_DELIVERY', 'CANCELLED', 'customer')).toBe(false);
    expect(mayMove('PENDING_PAYMENT', 'CANCELLED', 'customer')).toBe(false);
    expect(mayMove('OUT_FOR_DELIVERY', 'CANCELLED', 'staff')).toBe(true);
    expect(mayMove('PENDING_PAYMENT', 'CANCELLED', 'staff')).toBe(true);
    expect(mayMove('DELIVERED', 'CANCELLED', 'staff')).toBe(false);
  });

  it('refunds in full to REFUNDED only after delivery', () => {
    expect(mayMove('DELIVERED', 'REFUNDED', 'staff')).toBe(true);
    expect(mayMove('PENDING_DELIVERY', 'REFUNDED', 'staff')).toBe(false);
  });

  it('never leaves a final state', () => {
    for (const from of ['CANCELLED', 'PAYMENT_FAILED', 'REFUNDED'] as const) {
      for (const to of orderStatuses) {
        for (const actor of ['customer', 'staff', 'system'] as const) {
          expect(mayMove(from, to, actor), `${from} -> ${to} by ${actor}`).toBe(false);
        }
      }
    }
  });
});
