// Orders placed per second through the embedded runtime (`gateway/dist/main.js`) with the
// sandbox payment provider: each order is the whole saga (city check, the cart re-priced by
// cart-pricing, a slot place held by delivery-slots, the order stored, the sandbox card
// charged, the order marked paid with its events in the outbox). Recorded in RESULTS.md.
//   npm run build && npm run bench:orders -w bench      (ORDERS=300 CONCURRENCY=10 by default)
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { createSigner } from 'fast-jwt';
import { openPlaces } from './delivery-places.mjs';
import { startShop } from './shop-server.mjs';

const ORDERS = Number(process.env.ORDERS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const PORT = Number(process.env.PORT ?? 4610);
const recipes = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
];

// Shoppers are signed in with tokens the bench signs itself (it gives the shop its key): the
// bench measures orders, not 300 registrations, which identity rate-limits per address anyway.
const jwtSecret = randomBytes(32).toString('base64url');
const sign = createSigner({ key: jwtSecret, algorithm: 'HS256', expiresIn: 3_600_000 });
const shop = await startShop({ port: PORT, jwtSecret, readyTimeoutMs: 180_000 });

async function call(path, { method = 'GET', token, body, headers = {} } = {}) {
  const answer = await fetch(`${shop.origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : undefined };
}

async function prepareShopper(index, place) {
  const userId = `bench-${randomUUID()}`;
  const emailAddress = `shopper${index}@bench.mise.test`;
  const token = sign({ sub: userId, role: 'customer', email: emailAddress });
  const cart = await call('/api/cart?getGroceries=true', {
    method: 'POST',
    token,
    body: { version: 1, recipes },
  });
  if (cart.status !== 200) throw new Error(`cart save answered ${cart.status}`);
  const card = await call('/api/payments/sandbox/payment-methods', {
    method: 'POST',
    token,
    body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
  });
  if (card.status !== 200 && card.status !== 201) {
    throw new Error(`the sandbox card answered ${card.status}: ${JSON.stringify(card.body)}`);
  }
  return {
    token,
    order: {
      paymentMethodId: card.body.id,
      deliveryAddress: {
        email: emailAddress,
        firstName: 'Bench',
        lastName: `Shopper ${index}`,
        lineOne: `${100 + index} Queen Street West`,
        city: place.city,
        province: place.province,
        postalCode: place.postalCode,
        phone: '416-555-0100',
        date: place.date,
        timeSlot: place.slotStart,
      },
      selectedRecipes: recipes.map(({ id, servings }) => ({ recipeId: id, servings })),
      deliveryType: 'Address delivery',
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

try {
  const places = await openPlaces(shop.origin, ORDERS);
  const shoppers = [];
  for (let i = 0; i < ORDERS; i += 1) shoppers.push(await prepareShopper(i, places[i]));

  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < shoppers.length) {
        const { token, order } = shoppers[next];
        next += 1;
        const t0 = performance.now();
        const answer = await call('/api/orders', {
          method: 'POST',
          token,
          body: order,
          headers: { 'idempotency-key': randomUUID() },
        });
        latencies.push(performance.now() - t0);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = statuses.get(201) ?? 0;
  latencies.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${os.cpus().length} x ${os.cpus()[0]?.model}, Node ${process.version}`,
        loadAverage: os.loadavg()[0].toFixed(1),
        orders: ORDERS,
        concurrency: CONCURRENCY,
        statuses: Object.fromEntries(statuses),
        seconds: Number(seconds.toFixed(2)),
        ordersPerSecond: Number((placed / seconds).toFixed(1)),
        p50: ms(percentile(latencies, 0.5)),
        p95: ms(percentile(latencies, 0.95)),
        p99: ms(percentile(latencies, 0.99)),
      },
      null,
      2,
    ),
  );
  // Issue 22's targets: every order placed, at least 30 a second, p95 under 500 ms.
  const p95 = percentile(latencies, 0.95);
  if (placed !== ORDERS || placed / seconds < 30 || p95 >= 500) {
    console.error(
      `below target: ${placed} placed, ${(placed / seconds).toFixed(1)}/s, p95 ${ms(p95)}`,
    );
    process.exitCode = 1;
  }
} finally {
  await shop.stop();
}
