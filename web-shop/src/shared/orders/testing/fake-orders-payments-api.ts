import {
  type CartAnswer,
  cancelOrderBody,
  changeOrderBody,
  type FieldProblem,
  type OrderAnswer,
  type OrderMenuAnswer,
  orderStatusLabels,
  ordersQuery,
  type PaymentMethodAnswer,
  type PlaceOrderInput,
  SLOT_TAKEN_MESSAGE,
  type TimeSlot,
  updatePaymentMethodBody,
} from '@mise/contracts';
import { answersOnHold, apiServer } from '@mise/web-testing/api-server';
import {
  failingPaths,
  json,
  paramsOf,
  parsed,
  problem,
  type RecordedRequest,
  type ResolverInfo,
  refusal,
  requestOf,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';
import type { FakeCartApi } from '@/shared/cart/testing/fake-cart-api';
import type { FakeDeliveryApi } from '@/shared/testing/fake-delivery-api';

/**
 * Test support: the orders-payments service in memory, as the shop calls it: the payments
 * config and the sandbox (GET /api/payments/config, the card form, 3-D Secure), the orders
 * (POST /api/orders, confirm-payment, the history, one order, its menu, a change of slot and a
 * cancellation) and the saved cards (GET /api/users/payment-methods, PUT and DELETE
 * /api/users/payments/:id), over one set of orders and cards: an order placed is then in the
 * history and readable on its own, and the cards saved are those the checkout offers.
 * It answers in front of the fakes added before: the identity fake for the session, the
 * delivery fake for the days (a change of slot takes a place in its slots), and the cart fake,
 * whose cart an order is placed for.
 * The sandbox honours Stripe's test cards as the real one does: 4242… pays, 4000 0000 0000 0002
 * is declined, 4000 0025 0000 3155 asks for 3-D Secure. Orders are idempotent by their key, like
 * the service's. Bodies and queries are read with the contracts; refusals come as problem+json.
 */

type FakeOrdersPaymentsOptions = {
  orders?: OrderAnswer[];
  savedCards?: PaymentMethodAnswer[];
  /** Whose orders these are: the history and an order answer 401 while this says no. */
  isSignedIn?: () => boolean;
  /** The first name the menus show. */
  firstName?: string;
  /** The delivery fake whose slots a change of slot takes a place in. */
  delivery?: FakeDeliveryApi;
  /** The cart fake, whose cart an order is placed for. */
  cart?: FakeCartApi;
  provider?: 'sandbox' | 'stripe';
};

/** A refusal a test scripts for the next POST /api/orders. */
type Refusal = { status: number; message: string; fields?: FieldProblem[] };

const cardOutcomes: Record<string, { pm: string; brand: string; last4: string }> = {
  '4242424242424242': { pm: 'pm_card_visa', brand: 'visa', last4: '4242' },
  '4000000000000002': { pm: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' },
  '4000002500003155': { pm: 'pm_card_threeDSecure', brand: 'visa', last4: '3155' },
};

export const declinedMessage = 'Your card was declined.';
export const authenticationFailedMessage =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export function savedCard(overrides: Partial<PaymentMethodAnswer> = {}): PaymentMethodAnswer {
  return {
    id: 'pm_visa',
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: 2031,
    billingName: 'Camille Tremblay',
    isDefault: true,
    ...overrides,
  };
}

/** The order as the server answers it, for a body the shop sent. */
export function orderFor(
  id: string,
  body: PlaceOrderInput,
  cart: CartAnswer,
  payment: Partial<OrderAnswer['payment']> = {},
): OrderAnswer {
  const address = body.deliveryAddress;
  const paid = (payment.status ?? 'succeeded') === 'succeeded';
  return {
    _id: id,
    number: `M-${id.toUpperCase()}`,
    status: paid ? 'PENDING_DELIVERY' : 'PENDING_PAYMENT',
    statusLabel: paid ? 'Pending Delivery' : 'Pending Payment',
    createdAt: '2026-11-20T15:00:00.000Z',
    userId: 'user-ana@example.com',
    deliveryType: 'Address delivery',
    locationId: null,
    delivery: {
      cityId: 'toronto',
      date: address.date,
      slotStart: address.timeSlot,
      slotEnd: address.timeSlot,
      timeZone: 'America/Toronto',
      label: '9:00 AM - 11:00 AM',
    },
    deliveryAddress: {
      ...address,
      lineTwo: address.lineTwo ?? '',
      country: 'CA',
      deliveryInstructions: address.deliveryInstructions ?? '',
      allowSubstitute: address.allowSubstitute ?? true,
      promoDiscount: address.promoDiscount ?? '',
    },
    recipes: [],
    products: [],
    extraProducts: [],
    cost: cart.cost,
    promoCode: null,
    payment: {
      provider: 'sandbox',
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      failureMessage: null,
      nextAction: null,
      refunded: 0,
      ...payment,
    },
    canChange: true,
    changeDeadline: address.timeSlot,
  };
}

/** One order's calls answer it as { data: order }. */
const reply = (entry: OrderAnswer, status = 200) => json({ data: entry }, status);

const noSuchOrder = () => problem(404, 'Not Found', 'No such order.');
const signedOut = () => problem(401, 'Unauthorized', 'Please sign in to continue.');
const unknownCard = (id: string) => problem(404, 'Not Found', `No saved card has the id ${id}.`);

export type FakeOrdersPaymentsApi = ReturnType<typeof stubOrdersPaymentsApi>;

/** Adds the fake's handlers; returns its orders and cards and what it was asked. */
export function stubOrdersPaymentsApi(options: FakeOrdersPaymentsOptions = {}) {
  const orders = new Map((options.orders ?? []).map((entry) => [entry._id, entry]));
  let cards = [...(options.savedCards ?? [])];
  const isSignedIn = options.isSignedIn ?? (() => true);
  const failing = failingPaths();
  const requests: RecordedRequest[] = [];
  const callsTo = requestsAmong(requests);
  /** Orders placed here, by their idempotency key. */
  const byKey = new Map<string, string>();
  const authenticated = new Map<string, 'approve' | 'fail'>();
  const scripted: Refusal[] = [];
  const orderAnswers = answersOnHold((request) =>
    new URL(request.url).pathname.startsWith('/api/orders'),
  );

  /** The cart an order is placed for: the cart fake's, as it holds it now. */
  const cartNow = () => {
    const cart = options.cart?.stored();
    if (!cart) throw new Error('placing an order needs the cart fake, holding a cart');
    return cart;
  };

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

  function save(entry: OrderAnswer): OrderAnswer {
    orders.set(entry._id, entry);
    return entry;
  }

  const placeOrder = (body: PlaceOrderInput, key: string | null): Response => {
    const refused = scripted.shift();
    if (refused) return problem(refused.status, 'Problem', refused.message, refused.fields);
    if (!key) return problem(400, 'Bad Request', 'idempotency-key is required');
    const known = orders.get(byKey.get(key) ?? '');
    if (known) return reply(known, 201);
    if (body.paymentMethodId === 'pm_card_chargeDeclined') {
      return problem(402, 'Payment Required', declinedMessage);
    }
    const id = `order${byKey.size + 1}`;
    const entry = save(
      body.paymentMethodId === 'pm_card_threeDSecure'
        ? orderFor(id, body, cartNow(), {
            status: 'requires_action',
            nextAction: { provider: 'sandbox', paymentId: `pi_${id}`, clientSecret: null },
          })
        : orderFor(id, body, cartNow()),
    );
    byKey.set(key, id);
    return reply(entry, entry.payment.status === 'succeeded' ? 201 : 202);
  };

  const confirmPayment = (orderId: string): Response => {
    const entry = orders.get(orderId);
    if (!entry) return noSuchOrder();
    if (authenticated.get(`pi_${orderId}`) !== 'approve') {
      save({ ...entry, status: 'PAYMENT_FAILED' });
      return problem(402, 'Payment Required', authenticationFailedMessage);
    }
    return reply(
      save({
        ...entry,
        status: 'PENDING_DELIVERY',
        statusLabel: orderStatusLabels.PENDING_DELIVERY,
        payment: { ...entry.payment, status: 'succeeded', nextAction: null },
      }),
    );
  };

  /** An order the shopper may still change, or the problem that says why not. */
  function changeable(orderId: string): OrderAnswer | Response {
    if (!isSignedIn()) return signedOut();
    const entry = orders.get(orderId);
    if (!entry) return noSuchOrder();
    if (!entry.canChange) {
      return problem(
        409,
        'Conflict',
        'This order can no longer be changed: its delivery is less than 24 hours away.',
      );
    }
    return entry;
  }

  /**
   * Records the call, answers 500 instead while its path is failing, and holds an order call's
   * answer while order calls are held.
   */
  const route =
    (answer: (request: RecordedRequest, params: Record<string, string>) => Response) =>
    async (info: ResolverInfo) => {
      const asked = { ...(await requestOf(info.request)), headers: info.request.headers };
      requests.push(asked);
      const response = failing.answerTo(asked.path) ?? answer(asked, paramsOf(info));
      await orderAnswers.passage(info.requestId);
      return response;
    };

  apiServer.use(
    http.get(
      '/api/payments/config',
      route(() =>
        json({
          provider: options.provider ?? 'sandbox',
          publishableKey: options.provider === 'stripe' ? 'pk_test_fake' : null,
        }),
      ),
    ),
    http.post(
      '/api/payments/sandbox/payment-methods',
      route(({ body }) => {
        const card = body as { number: string };
        const known = cardOutcomes[card.number.replace(/\s/g, '')];
        if (!known) {
          return problem(400, 'Bad Request', 'Your card number is incorrect.', [
            { field: 'number', rule: 'card', message: 'Your card number is incorrect.' },
          ]);
        }
        return json({ id: known.pm, brand: known.brand, last4: known.last4 });
      }),
    ),
    http.post(
      '/api/payments/sandbox/authenticate/:paymentId',
      route(({ body }, { paymentId = '' }) => {
        authenticated.set(paymentId, (body as { outcome: 'approve' | 'fail' }).outcome);
        return json({ ok: true });
      }),
    ),
    http.post(
      '/api/orders',
      route(({ body, headers }) =>
        placeOrder(body as PlaceOrderInput, headers.get('idempotency-key')),
      ),
    ),
    http.post(
      '/api/orders/:orderId/confirm-payment',
      route((_request, { orderId = '' }) => confirmPayment(orderId)),
    ),
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
        return entry ? json(menuOf(entry)) : noSuchOrder();
      }),
    ),
    http.get(
      '/api/orders/:orderId',
      route((_request, { orderId = '' }) => {
        if (!isSignedIn()) return signedOut();
        const entry = orders.get(orderId);
        return entry ? reply(entry) : noSuchOrder();
      }),
    ),
    http.post(
      '/api/orders/:orderId/cancel',
      route(({ body }, { orderId = '' }) => {
        const entry = changeable(orderId);
        if (entry instanceof Response) return entry;
        const cancel = cancelOrderBody.safeParse(body);
        if (!cancel.success) return refusal(cancel.error);
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
        const change = changeOrderBody.safeParse(body);
        if (!change.success) return refusal(change.error);
        const { date, timeSlot } = change.data;
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
    http.get(
      '/api/users/payment-methods',
      route(() => json({ paymentMethods: cards })),
    ),
    http.put(
      '/api/users/payments/:id',
      route(({ body }, { id = '' }) => {
        const change = parsed(updatePaymentMethodBody, body);
        if (change.refused) return change.refused;
        const card = cards.find((saved) => saved.id === id);
        if (!card) return unknownCard(id);
        const { isDefault, ...fields } = change.value;
        if (isDefault === false && card.isDefault) {
          return problem(
            422,
            'Unprocessable Content',
            'A card stays the default until another card is made the default.',
            [
              {
                field: 'isDefault',
                rule: 'default',
                message: 'isDefault can only be set to true on another card',
              },
            ],
          );
        }
        cards = cards.map((saved) =>
          saved.id === id
            ? { ...saved, ...fields, isDefault: isDefault || saved.isDefault }
            : { ...saved, isDefault: isDefault ? false : saved.isDefault },
        );
        return json(cards.find((saved) => saved.id === id));
      }),
    ),
    http.delete(
      '/api/users/payments/:id',
      route((_request, { id = '' }) => {
        if (!cards.some((saved) => saved.id === id)) return unknownCard(id);
        cards = cards.filter((saved) => saved.id !== id);
        return json({ paymentMethods: cards });
      }),
    ),
  );

  return {
    /** The orders as the server holds them now. */
    orders: () => [...orders.values()],
    /** The order as the server holds it now. */
    order: (orderId: string) => orders.get(orderId),
    /** The cards as the server holds them now. */
    cards: () => cards,
    /** The calls to `method path`: asked as the delivery fake is, which tests read with this one. */
    requestsTo: (method: string, path: string) => callsTo(method, path),
    /** Every request whose path starts with `prefix`. */
    requestsUnder: (prefix: string) =>
      requests.filter((request) => request.path.startsWith(prefix)),
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
    /** A card goes without this page knowing: removed in another tab. */
    forget: (id: string) => {
      cards = cards.filter((saved) => saved.id !== id);
    },
    /** From now on `path` answers 500 (the service or its payment provider is down)… */
    fail: failing.fail,
    /** …until the service is back. */
    recover: failing.recover,
    /** The next POST /api/orders is answered with this problem. */
    refuseNextOrder: (refused: Refusal) => scripted.push(refused),
    /** Order calls wait for `release()` from now on. */
    holdOrders: orderAnswers.hold,
    release: () => orderAnswers.release(),
  };
}
