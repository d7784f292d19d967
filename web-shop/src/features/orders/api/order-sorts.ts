import type { OrderAnswer } from '@mise/contracts';

/** Spec §4 "Order history sort", in the order the select offers them. */
export const orderSorts = [
  'dateOrdered',
  'deliveryScheduled',
  'priceLowToHigh',
  'priceHighToLow',
] as const;
export type OrderSort = (typeof orderSorts)[number];

/** The query parameter that keeps the chosen sort, so back and reload show the same list. */
export const orderSortParam = 'sort';

/** The sort `value` names; the default (newest first) for anything else, an old link's included. */
export function toOrderSort(value: string | null): OrderSort {
  return orderSorts.find((sort) => sort === value) ?? 'dateOrdered';
}

type ListedOrder = Pick<OrderAnswer, 'createdAt' | 'status' | 'cost' | 'delivery'>;

const time = (instant: string) => Date.parse(instant);
const newestFirst = (a: ListedOrder, b: ListedOrder) => time(b.createdAt) - time(a.createdAt);
const price = (order: ListedOrder) => order.cost.totalPrice;

/**
 * The history as the shopper asked to see it; orders that compare equal stay newest first.
 * 'Delivery scheduled' leaves out orders still Pending Delivery (as the spec says) and puts the
 * latest delivery slot first.
 */
export function sortOrders<Order extends ListedOrder>(orders: Order[], sort: OrderSort): Order[] {
  const listed = [...orders].sort(newestFirst);
  switch (sort) {
    case 'dateOrdered':
      return listed;
    case 'deliveryScheduled':
      return listed
        .filter((order) => order.status !== 'PENDING_DELIVERY')
        .sort((a, b) => time(b.delivery.slotStart) - time(a.delivery.slotStart));
    case 'priceLowToHigh':
      return listed.sort((a, b) => price(a) - price(b));
    case 'priceHighToLow':
      return listed.sort((a, b) => price(b) - price(a));
  }
}
