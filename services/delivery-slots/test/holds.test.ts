import { SLOT_TAKEN_MESSAGE, slotReleased } from '@mise/contracts';
import type { CallService } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  daySlots,
  freshOrderId,
  hold,
  move,
  recordedEvents,
  remainingPlaces,
  setCapacity,
  startDeliverySlotsFor,
  today,
  tomorrow,
} from './support/delivery-app.js';

let app: FastifyInstance;
let internal: CallService;
// One service for the file: each test works in a city of its own, and the clock stands still.
startDeliverySlotsFor('once', (started) => {
  ({ app, internal } = started);
});

const startsOf = async (city: string) =>
  (await daySlots(app, city)).map((slot) => slot.start) as [string, string, string, ...string[]];

describe('POST /api/internal/delivery/holds', () => {
  it('is refused to callers that are not the shop’s services', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/internal/delivery/holds',
      payload: { orderId: 'o-1', city: 'toronto', deliveryType: 'Pickup', slotStart: today.nineAm },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('keeps one place for the order, and answers the same when asked again', async () => {
    const orderId = freshOrderId();
    const first = await hold(internal, { orderId, city: 'toronto' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      orderId,
      city: expect.objectContaining({ _id: 'toronto', name: 'Toronto', deliveryFee: 0 }),
      slotStart: tomorrow.nineAm,
      slotEnd: tomorrow.elevenAm,
      label: '9:00 AM - 11:00 AM',
      // 30 minutes after the clock's 12:00 UTC.
      expiresAt: '2026-06-15T12:30:00.000Z',
    });
    const again = await hold(internal, { orderId, city: 'Toronto' });
    expect(again).toEqual(first);
    expect(await remainingPlaces(app, 'toronto')).toEqual([19, 20, 20, 20, 20, 20]);
  });

  it('keeps one place for an order asked for many times at once', async () => {
    const orderId = freshOrderId();
    const [nine] = await startsOf('vancouver');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        hold(internal, { orderId, city: 'vancouver', slotStart: nine }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(await remainingPlaces(app, 'vancouver')).toEqual([19, 20, 20, 20, 20, 20]);
  });

  it('does not let an order that holds a place take a second one at another time', async () => {
    const [nine, eleven] = await startsOf('ottawa');
    const orderId = freshOrderId();
    await hold(internal, { orderId, city: 'ottawa', slotStart: nine });
    const other = await hold(internal, { orderId, city: 'ottawa', slotStart: eleven });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ fields: [{ field: 'orderId', rule: 'held_elsewhere' }] });
    expect(await remainingPlaces(app, 'ottawa')).toEqual([19, 20, 20, 20, 20, 20]);
  });

  it('answers 409 with the shopper’s message for a slot too soon or past', async () => {
    const before = await remainingPlaces(app, 'toronto', Date.parse(today.nineAm));
    // 8:00 AM now: 9:00 AM is inside the 3 h lead time; yesterday's slot is past.
    for (const slotStart of [today.nineAm, '2026-06-14T13:00:00.000Z']) {
      const answer = await hold(internal, { slotStart });
      expect(answer.status, slotStart).toBe(409);
      expect(answer.body).toMatchObject({ status: 409, message: SLOT_TAKEN_MESSAGE });
    }
    expect(await remainingPlaces(app, 'toronto', Date.parse(today.nineAm))).toEqual(before);
  });

  it('answers 400 naming the field for a time that starts no slot, or a bad body', async () => {
    const between = await hold(internal, { slotStart: '2026-06-16T14:00:00.000Z' });
    expect(between.status).toBe(400);
    expect(between.body).toMatchObject({
      message: 'slotStart is not the start of a delivery slot in Toronto.',
      fields: [{ field: 'slotStart', rule: 'slot_start' }],
    });
    const bad = await internal({
      method: 'POST',
      path: '/api/internal/delivery/holds',
      body: { city: 'toronto', deliveryType: 'Drone', slotStart: 'tomorrow', tip: 5 },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field);
    expect(fields.sort()).toEqual(['deliveryType', 'orderId', 'shopperId', 'slotStart', 'tip']);
  });

  it('answers 404 for a city it does not serve, and for Pickup where there is no location', async () => {
    const elsewhere = await hold(internal, { city: 'Springfield' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ message: 'We do not deliver to Springfield yet.' });
    const pickup = await hold(internal, { city: 'Ottawa', deliveryType: 'Pickup' });
    expect(pickup.status).toBe(404);
  });

  it('checks the delivery postal code against the city', async () => {
    const [nine] = await startsOf('mississauga');
    const outside = await hold(internal, {
      city: 'mississauga',
      slotStart: nine,
      postalCode: 'M5V 1M6',
    });
    expect(outside.status).toBe(422);
    expect(outside.body).toMatchObject({ fields: [{ field: 'postalCode', rule: 'served_area' }] });
    expect(await remainingPlaces(app, 'mississauga')).toEqual([20, 20, 20, 20, 20, 20]);
    const inside = await hold(internal, {
      city: 'mississauga',
      slotStart: nine,
      postalCode: 'l5b 1m6',
    });
    expect(inside.status).toBe(201);
  });

  it('never overbooks: shoppers racing for the last places get them exactly once', async () => {
    await setCapacity(app, 'halifax', 5);
    const [nine] = await startsOf('halifax');
    for (let i = 0; i < 3; i++) {
      expect((await hold(internal, { city: 'halifax', slotStart: nine })).status).toBe(201);
    }
    const racers = await Promise.all(
      Array.from({ length: 12 }, () => hold(internal, { city: 'halifax', slotStart: nine })),
    );
    const statuses = racers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const lost of racers.filter((answer) => answer.status === 409)) {
      expect(lost.body).toMatchObject({ message: SLOT_TAKEN_MESSAGE });
    }
    const [first] = await daySlots(app, 'halifax');
    expect(first).toMatchObject({ remaining: 0, available: false });
  });
});

describe('POST /api/internal/delivery/holds/:orderId/move', () => {
  it('moves the place to another slot of the city and frees the old one', async () => {
    const [nine, eleven] = await startsOf('calgary');
    const orderId = freshOrderId();
    await hold(internal, { orderId, city: 'calgary', slotStart: nine });
    const moved = await move(internal, orderId, eleven);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ orderId, slotStart: eleven, label: '11:00 AM - 1:00 PM' });
    expect(await remainingPlaces(app, 'calgary')).toEqual([20, 19, 20, 20, 20, 20]);
    const released = (await recordedEvents(app, slotReleased.type)).filter(
      (event) => event.subject === orderId,
    );
    expect(released.map((event) => event.data)).toEqual([
      { orderId, cityId: 'calgary', slotStart: nine, slotEnd: eleven, reason: 'moved' },
    ]);
    // Asked again, it is where it was asked to be, and nothing more moves.
    expect((await move(internal, orderId, eleven)).body).toEqual(moved.body);
    expect(await remainingPlaces(app, 'calgary')).toEqual([20, 19, 20, 20, 20, 20]);
  });

  it('leaves the place where it was when the other slot is full or too soon', async () => {
    await setCapacity(app, 'edmonton', 1);
    const [nine, eleven] = await startsOf('edmonton');
    const orderId = freshOrderId();
    await hold(internal, { orderId, city: 'edmonton', slotStart: nine });
    await hold(internal, { city: 'edmonton', slotStart: eleven });
    const full = await move(internal, orderId, eleven);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: SLOT_TAKEN_MESSAGE });
    expect(await remainingPlaces(app, 'edmonton')).toEqual([0, 0, 1, 1, 1, 1]);

    const [, , onePm] = await startsOf('montreal');
    const booked = freshOrderId();
    await hold(internal, { orderId: booked, city: 'montreal', slotStart: onePm });
    // Montréal keeps Toronto's time: today's 9:00 AM is an hour away.
    const tooSoon = await move(internal, booked, today.nineAm);
    expect(tooSoon.status).toBe(409);
    expect(await remainingPlaces(app, 'montreal')).toEqual([20, 20, 19, 20, 20, 20]);
  });

  it('answers 404 for an order that holds no place, and 400 for a time that starts no slot', async () => {
    const nobody = await move(internal, 'no-such-order', tomorrow.nineAm);
    expect(nobody.status).toBe(404);
    expect(nobody.body).toMatchObject({ message: 'Order no-such-order holds no delivery place.' });
    const orderId = freshOrderId();
    await hold(internal, { orderId, city: 'winnipeg', slotStart: (await startsOf('winnipeg'))[0] });
    // 10:00 AM in Winnipeg.
    const between = await move(internal, orderId, '2026-06-16T15:00:00.000Z');
    expect(between.status).toBe(400);
    expect(between.body).toMatchObject({ fields: [{ field: 'slotStart' }] });
  });
});
