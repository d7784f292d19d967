import { describe, expect, it } from 'vitest';
import { order } from '../testing/order-fixture';
import { sortOrders, toOrderSort } from './order-sorts';

// Placed on the 1st, 2nd, 3rd and 4th; delivered in another order; each at its own price.
const first = order({
  _id: 'first',
  createdAt: '2026-11-01T15:00:00.000Z',
  slot: { date: '2026-11-20', hour: 9 },
  totalPrice: 3_000,
  status: 'DELIVERED',
});
const second = order({
  _id: 'second',
  createdAt: '2026-11-02T15:00:00.000Z',
  slot: { date: '2026-12-10', hour: 9 },
  totalPrice: 1_500,
  status: 'PENDING_DELIVERY',
});
const third = order({
  _id: 'third',
  createdAt: '2026-11-03T15:00:00.000Z',
  slot: { date: '2026-11-25', hour: 13 },
  totalPrice: 4_500,
  status: 'CANCELLED',
});
const fourth = order({
  _id: 'fourth',
  createdAt: '2026-11-04T15:00:00.000Z',
  slot: { date: '2026-11-25', hour: 9 },
  totalPrice: 3_000,
  status: 'OUT_FOR_DELIVERY',
});
const history = [second, fourth, first, third];
const ids = (orders: { _id: string }[]) => orders.map((entry) => entry._id);

describe('sorting the order history (spec §4)', () => {
  it('puts the newest order first for "Date ordered"', () => {
    expect(ids(sortOrders(history, 'dateOrdered'))).toEqual(['fourth', 'third', 'second', 'first']);
  });

  it('leaves out orders pending delivery for "Delivery scheduled", latest slot first', () => {
    expect(ids(sortOrders(history, 'deliveryScheduled'))).toEqual(['third', 'fourth', 'first']);
  });

  it('orders by total price both ways, newest first among equal totals', () => {
    expect(ids(sortOrders(history, 'priceLowToHigh'))).toEqual([
      'second',
      'fourth',
      'first',
      'third',
    ]);
    expect(ids(sortOrders(history, 'priceHighToLow'))).toEqual([
      'third',
      'fourth',
      'first',
      'second',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    sortOrders(history, 'priceLowToHigh');
    expect(ids(history)).toEqual(['second', 'fourth', 'first', 'third']);
  });
});

describe('reading the sort from the address', () => {
  it('knows the four sorts and falls back to the newest first for anything else', () => {
    expect(toOrderSort('priceHighToLow')).toBe('priceHighToLow');
    expect(toOrderSort('deliveryScheduled')).toBe('deliveryScheduled');
    expect(toOrderSort('cheapest')).toBe('dateOrdered');
    expect(toOrderSort(null)).toBe('dateOrdered');
  });
});
