import { withMetrics } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, newKey, placeOrder, readyShopper, startShop } from './support/shop.js';

// Before the shop starts: its counters are made against the meter provider this registers.
const shopMetrics = withMetrics();

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startShop());
});
afterAll(async () => {
  await app.close();
});

const total = async (name: string) =>
  (await shopMetrics.points(name)).reduce((sum, point) => sum + Number(point.value), 0);

describe('order metrics', () => {
  it('counts orders placed, paid and failed, each once however often the checkout is replayed', async () => {
    const good = await readyShopper(app);
    const key = newKey();
    expect((await placeOrder(app, good.shopper, good.body, key)).statusCode).toBe(201);
    // The same Idempotency-Key again: the same order, not a second one.
    expect((await placeOrder(app, good.shopper, good.body, key)).statusCode).toBe(201);
    const declined = await readyShopper(app, { card: CARDS.declined });
    expect((await placeOrder(app, declined.shopper, declined.body)).statusCode).toBe(402);

    expect(await total('mise.orders.placed')).toBe(2);
    expect(await total('mise.orders.paid')).toBe(1);
    expect(await total('mise.orders.failed')).toBe(1);
  });
});
