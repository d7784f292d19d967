import { slotReleased } from '@mise/contracts';
import type { CallService } from '@mise/platform';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { slotHolds } from '../src/store/schema.js';
import {
  freshOrderId,
  hold,
  recordedEvents,
  release,
  remainingPlaces,
  setCapacity,
  startDeliverySlotsFor,
  tomorrow,
} from './support/delivery-app.js';

let app: FastifyInstance;
let internal: CallService;
// A fresh service for each test: each counts the places of Toronto's slots from the start.
startDeliverySlotsFor('each', (started) => {
  ({ app, internal } = started);
});

async function statesOfShopper(shopperId: string) {
  const rows = await app.infra.database.db
    .select({ orderId: slotHolds.orderId, state: slotHolds.state })
    .from(slotHolds)
    .where(eq(slotHolds.shopperId, shopperId));
  return new Map(rows.map((row) => [row.orderId, row.state]));
}

async function liveHoldsOf(shopperId: string) {
  return app.infra.database.db
    .select({ orderId: slotHolds.orderId })
    .from(slotHolds)
    .where(and(eq(slotHolds.shopperId, shopperId), eq(slotHolds.state, 'HELD')));
}

const releasedReasons = async () =>
  (await recordedEvents(app, slotReleased.type)).map(
    (event) => (event.data as { orderId: string; reason: string }).reason,
  );

describe('one shopper, one unpaid place per slot', () => {
  it('keeps one live hold of five asked for at once by one shopper for five orders', async () => {
    const shopperId = 'shopper-racing';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => hold(internal, { shopperId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(await liveHoldsOf(shopperId)).toHaveLength(1);
    expect(await remainingPlaces(app, 'toronto')).toEqual([19, 20, 20, 20, 20, 20]);
    expect(await releasedReasons()).toEqual(Array(4).fill('replaced'));
  });

  it('gives the shopper’s older place to their new order even in a full slot', async () => {
    await setCapacity(app, 'toronto', 1);
    const shopperId = 'shopper-retrying';
    const [first, second] = [freshOrderId(), freshOrderId()];
    expect((await hold(internal, { shopperId, orderId: first })).status).toBe(201);
    expect((await hold(internal)).status).toBe(409);
    expect((await hold(internal, { shopperId, orderId: second })).status).toBe(201);
    expect(await statesOfShopper(shopperId)).toEqual(
      new Map([
        [first, 'RELEASED'],
        [second, 'HELD'],
      ]),
    );
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(0);
  });

  it('leaves the shopper’s places in other slots, and other shoppers’ places, alone', async () => {
    const shopperId = 'shopper-planning';
    expect((await hold(internal, { shopperId })).status).toBe(201);
    expect((await hold(internal, { shopperId, slotStart: tomorrow.elevenAm })).status).toBe(201);
    expect((await hold(internal)).status).toBe(201);
    expect(await liveHoldsOf(shopperId)).toHaveLength(2);
    expect(await remainingPlaces(app, 'toronto')).toEqual([18, 19, 20, 20, 20, 20]);
    expect(await releasedReasons()).toEqual([]);
  });
});

describe('POST /api/internal/delivery/holds/:orderId/release', () => {
  it('gives a failed order’s place back at once, once, however often it is asked', async () => {
    const orderId = freshOrderId();
    expect((await hold(internal, { orderId })).status).toBe(201);
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(19);
    for (let ask = 0; ask < 2; ask++) {
      expect((await release(internal, orderId)).status).toBe(204);
      expect((await remainingPlaces(app, 'toronto'))[0]).toBe(20);
    }
    expect(await releasedReasons()).toEqual(['payment-failed']);
    // An order that never held a place has none to give back.
    expect((await release(internal, 'never-held')).status).toBe(204);
  });

  it('is refused to callers that are not the shop’s services', async () => {
    const orderId = freshOrderId();
    await hold(internal, { orderId });
    const outsider = await app.inject({
      method: 'POST',
      url: `/api/internal/delivery/holds/${orderId}/release`,
    });
    expect(outsider.statusCode).toBe(403);
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(19);
  });
});
