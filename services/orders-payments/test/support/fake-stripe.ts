import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe's API as far as a checkout needs it, on a local port: the outside boundary the Stripe
 * adapter talks to, so that its webhooks and its outages can be played in every test run.
 * A new PaymentIntent is `processing` until the test says how it ended.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Record<string, unknown>>();
  let down = false;
  let made = 0;

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
    if (down)
      return send(response, 500, { error: { type: 'api_error', message: 'Stripe is down.' } });
    if (request.method === 'POST' && pathname === '/v1/payment_intents') {
      const params = new URLSearchParams(body);
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
    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such thing: ${pathname}`,
      },
    });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
