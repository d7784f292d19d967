import { describe, expect, it } from 'vitest';
import {
  CHANGE_TOO_LATE_MESSAGE,
  changeDeadline,
  customerChangeRefusal,
  customerMayChange,
} from './change-deadline.js';

const slotStart = new Date('2026-11-22T14:00:00Z');

describe('the change deadline', () => {
  it('is 24 hours before the slot starts', () => {
    expect(changeDeadline(slotStart).toISOString()).toBe('2026-11-21T14:00:00.000Z');
  });

  it('lets the customer change a paid order until then, not at or after it', () => {
    const order = { status: 'PENDING_DELIVERY' as const, slotStart };
    expect(customerMayChange(order, new Date('2026-11-21T13:59:59Z'))).toBe(true);
    expect(customerMayChange(order, new Date('2026-11-21T14:00:00Z'))).toBe(false);
    expect(customerMayChange(order, new Date('2026-11-22T10:00:00Z'))).toBe(false);
  });

  it('says why: too late, or an order no longer waiting for its delivery', () => {
    const late = new Date('2026-11-21T20:00:00Z');
    expect(customerChangeRefusal({ status: 'PENDING_DELIVERY', slotStart }, late)).toBe(
      CHANGE_TOO_LATE_MESSAGE,
    );
    expect(
      customerChangeRefusal({ status: 'CANCELLED', slotStart }, new Date('2026-11-01T00:00:00Z')),
    ).toBe('This order is Cancelled: it can no longer be changed or cancelled.');
  });

  it('does not apply to orders that are not waiting for their delivery', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    for (const status of ['PENDING_PAYMENT', 'OUT_FOR_DELIVERY', 'CANCELLED'] as const) {
      expect(customerMayChange({ status, slotStart }, early)).toBe(false);
    }
  });
});
