import { shopMeter } from '@mise/platform';

const COUNTERS = {
  placed: 'mise.orders.placed',
  paid: 'mise.orders.paid',
  failed: 'mise.orders.failed',
} as const;

/**
 * Counts an order placed, paid or whose payment failed, once its events are committed. The
 * meter gives back the same counter each time, so it is not kept here: one made before the
 * metrics SDK started would count nothing.
 */
export function countOrder(outcome: keyof typeof COUNTERS): void {
  shopMeter()
    .createCounter(COUNTERS[outcome], { unit: '{order}', description: `Orders ${outcome}` })
    .add(1);
}
