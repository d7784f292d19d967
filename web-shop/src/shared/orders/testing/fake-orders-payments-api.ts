import {
  cancelOrderBody,
  changeOrderBody,
  type OrderAnswer,
  type OrderMenuAnswer,
  orderStatusLabels,
  ordersQuery,
  SLOT_TAKEN_MESSAGE,
  type TimeSlot,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  type FakeRequest,
  json,
  paramsOf,
  problem,
  type ResolverInfo,
  refusal,
  requestOf,
} from '@mise/web-testing/responses';
import { http } from 'msw';
import type { FakeDeliveryApi } from '@/shared/testing/fake-delivery-api';

/**
 * Test support: the orders calls of these pages, in memory, in front of the fakes added before
 * (the identity fake for the session, the delivery fake for the days and locations; the short
 * links are the share-url fake's and the shared menu the cart fake's).
 * Bodies and queries are read with the contracts; refusals come as problem+json like the
 * server's. A change of slot takes a place in the delivery fake's slots, in the order's city.
 */

type FakeOrdersOptions = {
  orders?: OrderAnswer[];
  /** Whose orders these are: the history and an order answer 401 while this says no. */
  isSignedIn?: () => boolean;
  /** The first name the menus show. */
  firstName?: string;
  /** The delivery fake whose slots a change of slot takes a place in. */
  delivery?: FakeDeliveryApi;
};

/** One order's calls answer it as { data: order }. */
const reply = (entry: OrderAnswer) => json({ data: entry });

export type FakeOrdersApi = ReturnType<typeof stubOrdersApi>;

/** Adds the fake's handlers; returns its state and what it was asked. */
export function stubOrdersApi(options: FakeOrdersOptions = {}) {
  const orders = new Map((options.orders ?? []).map((entry) => [entry._id, entry]));
  const isSignedIn = options.isSignedIn ?? (() => true);
  const failing = new Set<string>();
  const requests: FakeRequest[] = [];

  const slotsOf = (entry: OrderAnswer, date: string): TimeSlot[] => {
    if (!options.delivery) throw new Error('a slot change needs the delivery fake');
    return options.delivery.slotsOf(date, entry.delivery.cityId);
  };

  const menuOf = (entry: OrderAnswer): OrderMenuAnswer => ({
    orderId: entry._id,
    number: entry.number,
    firstName: options.firstName ?? 'Ana',
    deliveryDate: entry.delivery.date,
    recipes: entry.recipes,
  });

  const signedOut = () => problem(401, 'Unauthorized', 'Please sign in to continue.');

  function save(entry: OrderAnswer): OrderAnswer {
    orders.set(entry._id, entry);
    return entry;
  }

  /** An order the shopper may still change, or the problem that says why not. */
  function changeable(orderId: string): OrderAnswer | Response {
    if (!isSignedIn()) return signedOut();
    const entry = orders.get(orderId);
    if (!entry) return problem(404, 'Not Found', 'No such order.');
    if (!entry.canChange) {
      return problem(
        409,
        'Conflict',
        'This order can no longer be changed: its delivery is less than 24 hours away.',
      );
    }
    return entry;
  }

  /** Records the call, and answers 500 instead while its path is failing. */
  const route =
    (answer: (request: FakeRequest, params: Record<string, string>) => Response) =>
    async (info: ResolverInfo) => {
      const asked = await requestOf(info.request);
      requests.push(asked);
      if (failing.has(asked.path)) {
        return problem(500, 'Internal Server Error', 'Something went wrong.');
      }
      return answer(asked, paramsOf(info));
    };

  apiServer.use(
    http.get(
      '/api/users/orders',
      route(({ search }) => {
        if (!isSignedIn()) return signedOut();
        const query = ordersQuery.safeParse(Object.fromEntries(search));
        if (!query.success) return refusal(query.error);
        const { page, perPage } = query.data;
        // The server answers newest first.
        const all = [...orders.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return json({
          orders: all.slice(page * perPage, (page + 1) * perPage),
          total: all.length,
          page,
          perPage,
        });
      }),
    ),
    http.get(
      '/api/orders/menu/:orderId',
      route((_request, { orderId = '' }) => {
        const entry = orders.get(orderId);
        return entry ? json(menuOf(entry)) : problem(404, 'Not Found', 'No such order.');
      }),
    ),
    http.get(
      '/api/orders/:orderId',
      route((_request, { orderId = '' }) => {
        if (!isSignedIn()) return signedOut();
        const entry = orders.get(orderId);
        return entry ? reply(entry) : problem(404, 'Not Found', 'No such order.');
      }),
    ),
    http.post(
      '/api/orders/:orderId/cancel',
      route(({ body }, { orderId = '' }) => {
        const entry = changeable(orderId);
        if (entry instanceof Response) return entry;
        const parsed = cancelOrderBody.safeParse(body);
        if (!parsed.success) return refusal(parsed.error);
        return reply(
          save({
            ...entry,
            status: 'CANCELLED',
            statusLabel: orderStatusLabels.CANCELLED,
            canChange: false,
            payment: { ...entry.payment, refunded: entry.cost.totalPrice },
          }),
        );
      }),
    ),
    http.put(
      '/api/orders/:orderId',
      route(({ body }, { orderId = '' }) => {
        const entry = changeable(orderId);
        if (entry instanceof Response) return entry;
        const parsed = changeOrderBody.safeParse(body);
        if (!parsed.success) return refusal(parsed.error);
        const { date, timeSlot } = parsed.data;
        if (!date || !timeSlot) return reply(entry);
        const slot = slotsOf(entry, date).find((candidate) => candidate.start === timeSlot);
        if (!slot?.available) return problem(409, 'Conflict', SLOT_TAKEN_MESSAGE);
        return reply(
          save({
            ...entry,
            delivery: {
              ...entry.delivery,
              date,
              slotStart: slot.start,
              slotEnd: slot.end,
              label: slot.label,
            },
          }),
        );
      }),
    ),
  );

  return {
    /** The order as the server holds it now. */
    order: (orderId: string) => orders.get(orderId),
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** The order changes at the server, as a webhook or the clock would change it. */
    update: (orderId: string, changes: Partial<OrderAnswer>) => {
      const entry = orders.get(orderId);
      if (!entry) throw new Error(`no order ${orderId}`);
      const status = changes.status ?? entry.status;
      save({ ...entry, ...changes, statusLabel: orderStatusLabels[status] });
    },
    /** Another shopper takes the last place in the slot starting then, at the delivery fake. */
    fillSlot: (start: string) => {
      if (!options.delivery) throw new Error('no delivery fake holds the slots');
      options.delivery.fillSlot(start);
    },
    /** From now on `path` answers 500. */
    fail: (path: string) => failing.add(path),
  };
}
