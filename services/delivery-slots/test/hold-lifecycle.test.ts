import {
  type EventEnvelope,
  orderCancelled,
  orderPaid,
  orderPaymentFailed,
  slotBooked,
  slotReleased,
} from '@mise/contracts';
import { type CallService, newEvent } from '@mise/platform';
import { consistently, eventually, type MovableClock } from '@mise/platform/testing';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LAPSE_HOLDS_JOB } from '../src/jobs/lapse-holds.js';
import { processedEvents, slotHolds } from '../src/store/schema.js';
import {
  freshOrderId,
  hold,
  MINUTE,
  move,
  recordedEvents,
  remainingPlaces,
  setCapacity,
  startDeliverySlotsFor,
  tomorrow,
} from './support/delivery-app.js';

let app: FastifyInstance;
let clock: MovableClock;
let internal: CallService;
// A fresh service for each test: they move the clock.
startDeliverySlotsFor('each', (started) => {
  ({ app, clock, internal } = started);
});

const order = (orderId: string) => ({ orderId, number: 'M-1001', userId: 'user-1' });
const recipient = { emailAddress: 'ada@example.com', firstName: 'Ada', language: 'en-CA' as const };
const torontoNineAm = {
  cityId: 'toronto',
  slotStart: tomorrow.nineAm,
  slotEnd: tomorrow.elevenAm,
  timeZone: 'America/Toronto',
  slotLabel: 'Tuesday, June 16, 9:00 AM - 11:00 AM',
};

function paid(orderId: string): EventEnvelope {
  return newEvent(orderPaid, {
    source: 'orders-payments',
    subject: orderId,
    data: {
      ...order(orderId),
      ...recipient,
      ...torontoNineAm,
      totalCents: 6_499,
      currency: 'CAD',
      promoCode: null,
      cartVersion: 3,
      deliveryAddress: {
        lineOne: '1 Front St W',
        lineTwo: '',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5J 2X5',
      },
      recipes: [{ name: 'Skillet lasagna', servings: 4 }],
      extraProducts: [],
    },
  });
}

function paymentFailed(orderId: string): EventEnvelope {
  return newEvent(orderPaymentFailed, {
    source: 'orders-payments',
    subject: orderId,
    data: { ...order(orderId), cityId: 'toronto', slotStart: tomorrow.nineAm, reason: 'declined' },
  });
}

function cancelled(orderId: string): EventEnvelope {
  return newEvent(orderCancelled, {
    source: 'orders-payments',
    subject: orderId,
    data: {
      ...order(orderId),
      ...recipient,
      ...torontoNineAm,
      by: 'customer',
      refundedCents: 6_499,
    },
  });
}

const placeOf = (orderId: string) => ({
  orderId,
  cityId: 'toronto',
  slotStart: tomorrow.nineAm,
  slotEnd: tomorrow.elevenAm,
});

async function stateOf(orderId: string) {
  const [row] = await app.infra.database.db
    .select({ state: slotHolds.state })
    .from(slotHolds)
    .where(eq(slotHolds.orderId, orderId));
  return row?.state;
}

const eventsAbout = async (type: string, orderId: string) =>
  (await recordedEvents(app, type)).filter((event) => event.subject === orderId);

async function holdTorontoNineAm(): Promise<string> {
  const orderId = freshOrderId();
  const answer = await hold(internal, { orderId });
  expect(answer.status).toBe(201);
  return orderId;
}

async function runLapseSweep(): Promise<void> {
  await app.infra.jobs.enqueue(LAPSE_HOLDS_JOB, {});
}

/** Publishes the events and waits until the service has handled each of them. */
async function deliver(...events: EventEnvelope[]): Promise<void> {
  await app.infra.bus.publish(events);
  const ids = [...new Set(events.map((event) => event.id))];
  await eventually(async () => {
    const handled = await app.infra.database.db
      .select({ eventId: processedEvents.eventId })
      .from(processedEvents)
      .where(
        and(eq(processedEvents.consumer, 'delivery-slots'), inArray(processedEvents.eventId, ids)),
      );
    expect(handled).toHaveLength(ids.length);
  });
}

/** The hold keeps this state for a while, sweeps and deliveries under way included. */
const staysIn = (orderId: string, state: string) =>
  consistently(async () => expect(await stateOf(orderId)).toBe(state), 300);

describe('a paid order', () => {
  it('has its place booked once, however often the event comes, and it no longer lapses', async () => {
    const orderId = await holdTorontoNineAm();
    const event = paid(orderId);
    await deliver(event, event);
    await deliver(event);
    // A second paid event (another id) for the same order books nothing more either.
    await deliver(paid(orderId));
    expect(await stateOf(orderId)).toBe('BOOKED');
    const booked = await eventsAbout(slotBooked.type, orderId);
    expect(booked.map((e) => e.data)).toEqual([placeOf(orderId)]);
    expect(booked[0]?.causationId).toBe(event.id);

    clock.advance(31 * MINUTE);
    await runLapseSweep();
    await staysIn(orderId, 'BOOKED');
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(19);
  });

  it('gets its place back when its hold lapsed before the payment came', async () => {
    const orderId = await holdTorontoNineAm();
    clock.advance(31 * MINUTE);
    await runLapseSweep();
    await eventually(async () => expect(await stateOf(orderId)).toBe('RELEASED'));
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(20);

    await deliver(paid(orderId));
    expect(await stateOf(orderId)).toBe('BOOKED');
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(19);
  });
});

describe('a paid order whose place was sold again after its hold lapsed', () => {
  it('is booked all the same, past the capacity: the shopper has paid for that time', async () => {
    await setCapacity(app, 'toronto', 1);
    const late = await holdTorontoNineAm();
    clock.advance(31 * MINUTE);
    await runLapseSweep();
    await eventually(async () => expect(await stateOf(late)).toBe('RELEASED'));
    await holdTorontoNineAm();

    await deliver(paid(late));
    expect(await stateOf(late)).toBe('BOOKED');
    expect((await eventsAbout(slotBooked.type, late)).map((e) => e.data)).toEqual([placeOf(late)]);
    // Nobody else gets a place there until both are gone.
    expect((await hold(internal)).status).toBe(409);
    await deliver(cancelled(late));
    expect((await hold(internal)).status).toBe(409);
  });
});

describe('an order whose payment failed or that was cancelled', () => {
  it('frees its place once, and a release of a free place does nothing', async () => {
    const failed = await holdTorontoNineAm();
    const gone = await holdTorontoNineAm();
    await deliver(paid(gone));
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(18);

    const failure = paymentFailed(failed);
    await deliver(failure, failure, cancelled(gone));
    expect(await stateOf(failed)).toBe('RELEASED');
    expect(await stateOf(gone)).toBe('RELEASED');
    // Released already: neither a new failure nor a cancellation frees a place again, and an
    // order that never held one has none to free.
    await deliver(paymentFailed(failed), cancelled(failed), cancelled(gone), cancelled('unheld'));
    // Two orders' events are handled side by side: their releases may be recorded either way round.
    const released = (await recordedEvents(app, slotReleased.type)).map((event) => event.data);
    expect(released).toHaveLength(2);
    expect(released).toEqual(
      expect.arrayContaining([
        { ...placeOf(failed), reason: 'payment-failed' },
        { ...placeOf(gone), reason: 'cancelled' },
      ]),
    );
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(20);
    expect(await app.infra.bus.deadLetters('delivery-slots')).toEqual([]);
  });
});

describe('an unpaid hold', () => {
  it('lapses after 30 minutes, and its place goes back on sale', async () => {
    const orderId = await holdTorontoNineAm();
    clock.advance(29 * MINUTE);
    const recent = await holdTorontoNineAm();
    await runLapseSweep();
    await staysIn(orderId, 'HELD');

    clock.advance(2 * MINUTE);
    await runLapseSweep();
    await eventually(async () => expect(await stateOf(orderId)).toBe('RELEASED'));
    expect(await stateOf(recent)).toBe('HELD');
    expect((await remainingPlaces(app, 'toronto'))[0]).toBe(19);
    expect((await eventsAbout(slotReleased.type, orderId)).map((e) => e.data)).toEqual([
      { ...placeOf(orderId), reason: 'lapsed' },
    ]);
  });

  it('can be taken again once lapsed, and a moved booking is announced at its new time', async () => {
    const orderId = await holdTorontoNineAm();
    clock.advance(31 * MINUTE);
    await runLapseSweep();
    await eventually(async () => expect(await stateOf(orderId)).toBe('RELEASED'));
    const again = await hold(internal, { orderId, slotStart: tomorrow.onePm });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      slotStart: tomorrow.onePm,
      expiresAt: '2026-06-15T13:01:00.000Z',
    });

    await deliver(paid(orderId));
    expect((await move(internal, orderId, tomorrow.elevenAm)).status).toBe(200);
    expect(await remainingPlaces(app, 'toronto')).toEqual([20, 19, 20, 20, 20, 20]);
    const booked = await eventsAbout(slotBooked.type, orderId);
    expect(booked.map((event) => (event.data as { slotStart: string }).slotStart)).toEqual([
      tomorrow.onePm,
      tomorrow.elevenAm,
    ]);
  });
});
