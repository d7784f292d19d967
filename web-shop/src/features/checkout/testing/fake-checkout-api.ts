import type { OrderAnswer, PlaceOrderInput } from '@mise/contracts';
import { answersOnHold, apiServer } from '@mise/web-testing/api-server';
import { json, paramsOf, type ResolverInfo, requestOf } from '@mise/web-testing/responses';
import { http } from 'msw';
import type { FakeCartApi } from '@/shared/cart/testing/fake-cart-api';
import { orderFor } from './checkout-fixture';

/**
 * Test support: the orders-payments calls of /checkout (orders, payments, the sandbox), in
 * front of the fakes added before: the catalog answers the start-up call, the identity fake the
 * session, the delivery fake the cities and days, the payment-methods fake the saved cards, the
 * share-url fake the short links and the cart fake (given as `cart`) the cart an order is placed
 * for; stubCheckoutServices in checkout-services.ts installs them all. The sandbox honours
 * Stripe's test cards as the real one does: 4242… pays, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 asks for 3-D Secure. Orders are idempotent by their key, like the
 * service's. Refusals come as problem+json.
 */

type Problem = {
  status: number;
  message: string;
  fields?: Array<{ field: string; rule: string; message: string }>;
};

type FakeCheckoutOptions = {
  /** The cart fake, whose cart an order is placed for. */
  cart: FakeCartApi;
  provider?: 'sandbox' | 'stripe';
};

export type CheckoutRequest = {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
};

const cardOutcomes: Record<string, { pm: string; brand: string; last4: string }> = {
  '4242424242424242': { pm: 'pm_card_visa', brand: 'visa', last4: '4242' },
  '4000000000000002': { pm: 'pm_card_chargeDeclined', brand: 'visa', last4: '0002' },
  '4000002500003155': { pm: 'pm_card_threeDSecure', brand: 'visa', last4: '3155' },
};

export const declinedMessage = 'Your card was declined.';
export const authenticationFailedMessage =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export function stubCheckoutApi(options: FakeCheckoutOptions) {
  /** The cart an order is placed for: the cart fake's, as it holds it now. */
  const cartNow = () => {
    const cart = options.cart.stored();
    if (!cart) throw new Error('the cart fake holds no cart');
    return cart;
  };
  const requests: CheckoutRequest[] = [];
  const orders = new Map<string, OrderAnswer>();
  const byKey = new Map<string, string>();
  const authenticated = new Map<string, 'approve' | 'fail'>();
  /** Answers the next POST /orders gives instead of placing one. */
  const scripted: Problem[] = [];
  const orderAnswers = answersOnHold((request) =>
    new URL(request.url).pathname.startsWith('/api/orders'),
  );

  const problem = ({ status, message, fields }: Problem) =>
    json({ type: 'about:blank', title: 'Problem', status, message, fields }, status);

  const placeOrder = (body: PlaceOrderInput, key: string | null): Response => {
    const refusal = scripted.shift();
    if (refusal) return problem(refusal);
    if (!key) return problem({ status: 400, message: 'idempotency-key is required' });
    const known = byKey.get(key);
    if (known) return json({ data: orders.get(known) }, 201);
    if (body.paymentMethodId === 'pm_card_chargeDeclined') {
      return problem({ status: 402, message: declinedMessage });
    }
    const id = `order${orders.size + 1}`;
    const order =
      body.paymentMethodId === 'pm_card_threeDSecure'
        ? orderFor(id, body, cartNow(), {
            status: 'requires_action',
            nextAction: { provider: 'sandbox', paymentId: `pi_${id}`, clientSecret: null },
          })
        : orderFor(id, body, cartNow());
    orders.set(id, order);
    byKey.set(key, id);
    return json({ data: order }, order.payment.status === 'succeeded' ? 201 : 202);
  };

  const confirmPayment = (orderId: string): Response => {
    const order = orders.get(orderId);
    if (!order) return problem({ status: 404, message: 'No such order.' });
    if (authenticated.get(`pi_${orderId}`) !== 'approve') {
      orders.set(orderId, { ...order, status: 'PAYMENT_FAILED' });
      return problem({ status: 402, message: authenticationFailedMessage });
    }
    const paid: OrderAnswer = {
      ...order,
      status: 'PENDING_DELIVERY',
      statusLabel: 'Pending Delivery',
      payment: { ...order.payment, status: 'succeeded', nextAction: null },
    };
    orders.set(orderId, paid);
    return json({ data: paid });
  };

  /** Records the call, and holds its answer while order calls are held. */
  const route =
    (answer: (body: unknown, params: Record<string, string>, headers: Headers) => Response) =>
    async (info: ResolverInfo) => {
      const { request, requestId } = info;
      const { method, path, body } = await requestOf(request);
      const response = answer(body, paramsOf(info), request.headers);
      requests.push({ method, path, body, headers: request.headers });
      await orderAnswers.passage(requestId);
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
      route((body) => {
        const card = body as { number: string };
        const known = cardOutcomes[card.number.replace(/\s/g, '')];
        if (!known) {
          return problem({
            status: 400,
            message: 'Your card number is incorrect.',
            fields: [{ field: 'number', rule: 'card', message: 'Your card number is incorrect.' }],
          });
        }
        return json({ id: known.pm, brand: known.brand, last4: known.last4 });
      }),
    ),
    http.post(
      '/api/orders',
      route((body, _params, headers) =>
        placeOrder(body as PlaceOrderInput, headers.get('idempotency-key')),
      ),
    ),
    http.post(
      '/api/orders/:orderId/confirm-payment',
      route((_body, { orderId = '' }) => confirmPayment(orderId)),
    ),
    http.post(
      '/api/payments/sandbox/authenticate/:paymentId',
      route((body, { paymentId = '' }) => {
        authenticated.set(paymentId, (body as { outcome: 'approve' | 'fail' }).outcome);
        return json({ ok: true });
      }),
    ),
  );

  return {
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** Every request whose path starts with `prefix`. */
    requestsUnder: (prefix: string) =>
      requests.filter((request) => request.path.startsWith(prefix)),
    /** The next POST /orders is answered with this problem. */
    refuseNextOrder: (refusal: Problem) => scripted.push(refusal),
    /** Order calls wait for `release()` from now on. */
    holdOrders: orderAnswers.hold,
    release: () => orderAnswers.release(),
    orders: () => [...orders.values()],
  };
}

export type FakeCheckoutApi = ReturnType<typeof stubCheckoutApi>;
