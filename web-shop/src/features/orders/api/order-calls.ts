import type {
  cancelOrderBody,
  changeOrderBody,
  DaysAnswer,
  DeliveryType,
  LocationAnswer,
  OrderAnswer,
  OrderMenuAnswer,
  ordersAnswer,
} from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, isNotFound } from '@/shared/api/http';
import { orderQueryKey } from '@/shared/orders/order-query-key';
import { accountQueryRoot } from '@/shared/session/session-changes';

/** Spec §9: the history is read as one page of up to 1000 orders. */
export const ORDER_HISTORY_PAGE_SIZE = 1000;

type OrdersAnswer = z.infer<typeof ordersAnswer>;
/** One order's calls answer it wrapped, as POST /orders does (spec §7: "data is the order"). */
type OrderReply = { data: OrderAnswer };
export type ChangeOrderBody = z.input<typeof changeOrderBody>;
type CancelOrderBody = z.input<typeof cancelOrderBody>;

/** Refreshed when an order changes, so the list shows its new status and slot. */
export const orderHistoryKey = [accountQueryRoot, 'order-history'] as const;

/** An order that is not there will not appear on a second try. */
const unlessNotFound = (failures: number, error: Error) => !isNotFound(error) && failures < 1;

export const orderHistoryQuery = queryOptions({
  queryKey: orderHistoryKey,
  queryFn: () => apiFetch<OrdersAnswer>(`/users/orders?page=0&perPage=${ORDER_HISTORY_PAGE_SIZE}`),
  select: (answer) => answer.orders,
});

/**
 * Under the account's root, so another shopper signing in never sees these. The checkout puts
 * the order it just placed here, so the page shows it without asking again.
 */

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: async () =>
      (await apiFetch<OrderReply>(`/orders/${encodeURIComponent(orderId)}`)).data,
    retry: unlessNotFound,
  });

export const orderMenuQuery = (orderId: string) =>
  queryOptions({
    // Not the account's: a shared menu opens for anyone with the link.
    queryKey: ['order-menu', orderId],
    queryFn: () => apiFetch<OrderMenuAnswer>(`/orders/menu/${encodeURIComponent(orderId)}`),
    retry: unlessNotFound,
    staleTime: Number.POSITIVE_INFINITY,
  });

export async function cancelOrder(
  orderId: string,
  body: CancelOrderBody = {},
): Promise<OrderAnswer> {
  const path = `/orders/${encodeURIComponent(orderId)}/cancel`;
  return (await apiFetch<OrderReply>(path, { method: 'POST', body })).data;
}

export async function changeOrder(orderId: string, body: ChangeOrderBody): Promise<OrderAnswer> {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  return (await apiFetch<OrderReply>(path, { method: 'PUT', body })).data;
}

/**
 * An instant inside `date` wherever in Canada the city is: noon UTC is between 04:00 (Pacific)
 * and 09:30 (Newfoundland) local time, on the same day. /days reads the day in the city's zone.
 */
export const instantInDay = (date: string): number => Date.parse(`${date}T12:00:00Z`);

export const daysQuery = (date: string, cityId: string, deliveryType: DeliveryType) =>
  queryOptions({
    queryKey: ['days', date, cityId, deliveryType],
    queryFn: () =>
      apiFetch<DaysAnswer>(
        `/days/${instantInDay(date)}/${encodeURIComponent(cityId)}/${encodeURIComponent(deliveryType)}?combineSlots=true`,
      ),
    // Places in slots go fast: always ask again when the dialog opens.
    staleTime: 0,
  });

export const locationsQuery = queryOptions({
  queryKey: ['locations'],
  queryFn: () => apiFetch<{ locations: LocationAnswer[] }>('/locations'),
  select: (answer) => answer.locations,
});
