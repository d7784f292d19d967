import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's API as far as a checkout and saved cards need it, on a local port: the outside
 * boundary the Stripe adapter talks to, so that its webhooks, its outages and whose card is
 * whose can be played in every test run (stripe-mock answers fixed objects: a card it attached
 * still reads as nobody's). A new PaymentIntent is `processing` until the test says how it
 * ended. Every `pm_card_*` id is a card Stripe.js made, not saved on anyone yet.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Record<string, unknown>>();
  const cardCustomers = new Map<string, string>();
  const defaults = new Map<string, string | null>();
  let down = false;
  let chargesDown = false;
  let made = 0;
  const paymentMethod = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    customer: cardCustomers.get(id) ?? null,
    billing_details: { name: null },
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
  });
  const customer = (id: string) => ({
    id,
    object: 'customer',
    invoice_settings: { default_payment_method: defaults.get(id) ?? null },
  });
  const missing = (response: ServerResponse, pathname: string) =>
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such thing: ${pathname}`,
      },
    });

  const send = (response: ServerResponse, status: number, body: unknown) => {
    // Told not to retry: an outage test need not wait for the SDK's backoff.
    response.writeHead(status, {
      'content-type': 'application/json',
      'stripe-should-retry': 'false',
    });
    response.end(JSON.stringify(body));
  };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { pathname } = new URL(request.url ?? '/', 'http://stripe.test');
    const isCharge = request.method === 'POST' && pathname === '/v1/payment_intents';
    if (down || (chargesDown && isCharge))
      return send(response, 500, { error: { type: 'api_error', message: 'Stripe is down.' } });
    const params = new URLSearchParams(body);
    const card = /^\/v1\/payment_methods\/(pm_card_[^/]+)(\/attach|\/detach)?$/.exec(pathname);
    if (card?.[1]) {
      const [, id, step] = card;
      const on = params.get('customer');
      if (step === '/attach' && on) cardCustomers.set(id, on);
      if (step === '/detach') cardCustomers.delete(id);
      return send(response, 200, paymentMethod(id));
    }
    if (request.method === 'GET' && pathname === '/v1/payment_methods') {
      const owner = new URL(request.url ?? '/', 'http://stripe.test').searchParams.get('customer');
      const data = [...cardCustomers]
        .filter(([, on]) => on === owner)
        .map(([id]) => paymentMethod(id));
      return send(response, 200, { object: 'list', data, has_more: false });
    }
    if (request.method === 'POST' && pathname === '/v1/customers') {
      const id = `cus_fake_${defaults.size + 1}`;
      defaults.set(id, null);
      return send(response, 200, customer(id));
    }
    const customerId = /^\/v1\/customers\/([^/]+)$/.exec(pathname)?.[1];
    if (customerId && defaults.has(customerId)) {
      const chosen = params.get('invoice_settings[default_payment_method]');
      if (request.method === 'POST' && chosen) defaults.set(customerId, chosen);
      return send(response, 200, customer(customerId));
    }
    if (isCharge) {
      made += 1;
      const id = `pi_fake_${made}`;
      const intent = {
        id,
        object: 'payment_intent',
        status: 'processing',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        client_secret: `${id}_secret`,
        metadata: { orderId: params.get('metadata[orderId]') },
        last_payment_error: null,
        payment_method: {
          id: params.get('payment_method'),
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      };
      intents.set(id, intent);
      return send(response, 200, intent);
    }
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(pathname)?.[1];
    const intent = intentId ? intents.get(intentId) : undefined;
    if (request.method === 'GET' && intent) return send(response, 200, intent);
    return missing(response, pathname);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error) =>
      send(response, 500, { error: { message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many PaymentIntents were created: charges asked for. */
    charges: () => made,
    settle(paymentId: string, status: 'succeeded') {
      const intent = intents.get(paymentId);
      if (!intent) throw new Error(`no PaymentIntent ${paymentId}`);
      intent.status = status;
    },
    setDown(value: boolean) {
      down = value;
    },
    /** Only new charges fail: the card checks before them still answer. */
    setChargesDown(value: boolean) {
      chargesDown = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
