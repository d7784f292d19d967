import type { EventEnvelope, TimeSlot } from '@mise/contracts';
import { type CallService, serviceCaller } from '@mise/platform';
import {
  bearerFor,
  buildTestServer,
  type MovableClock,
  movableClock,
  TEST_SESSION_SECRET,
} from '@mise/platform/testing';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { deliverySlotsService } from '../../src/plugin.js';
import { outbox } from '../../src/store/schema.js';

export const MINUTE = 60 * 1_000;

/** When the test clock starts: 8:00 AM in Toronto on a Monday of June. */
const CLOCK_START = new Date('2026-06-15T12:00:00Z');

/** Slot starts in Toronto (UTC-4 in June) on the day the clock starts and the day after. */
export const today = { nineAm: '2026-06-15T13:00:00.000Z', elevenAm: '2026-06-15T15:00:00.000Z' };
export const tomorrow = {
  nineAm: '2026-06-16T13:00:00.000Z',
  elevenAm: '2026-06-16T15:00:00.000Z',
  onePm: '2026-06-16T17:00:00.000Z',
  timestamp: Date.parse('2026-06-16T16:00:00Z'),
};

export interface StartedDeliverySlots {
  app: FastifyInstance;
  clock: MovableClock;
  /** Calls the service as another service of the shop would, with a service token. */
  internal: CallService;
}

export async function startDeliverySlots(): Promise<StartedDeliverySlots> {
  const clock = movableClock(CLOCK_START);
  const app = await buildTestServer(
    [
      async (instance) => {
        await instance.register(deliverySlotsService, { clock: clock.now });
      },
    ],
    { JWT_SECRET: TEST_SESSION_SECRET },
  );
  return { app, clock, internal: serviceCaller(app, 'test', 'delivery-slots') };
}

/**
 * A service handed to `onStarted` and closed afterwards: a fresh one for each test of the
 * file, or with `once`, one for all of them (tests that leave each other's slots alone).
 */
export function startDeliverySlotsFor(
  scope: 'each' | 'once',
  onStarted: (started: StartedDeliverySlots) => void,
): void {
  let started: StartedDeliverySlots;
  const [before, after] = scope === 'each' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    started = await startDeliverySlots();
    onStarted(started);
  });
  after(async () => {
    await started.app.close();
  });
}

export function bearer(app: FastifyInstance, role: 'customer' | 'staff') {
  return bearerFor(app, `${role}-1`, {
    role,
    emailAddress: `${role}@mise.test`,
    ...(role === 'staff' ? { staffRole: 'admin' as const } : {}),
  });
}

let orders = 0;
/** An order id no other hold of the run uses. */
export function freshOrderId(): string {
  orders += 1;
  return `order-${orders}-${Date.now()}`;
}

/** A hold for a new order of a new shopper, unless the overrides say whose. */
export function holdBody(overrides: Record<string, unknown> = {}) {
  return {
    orderId: freshOrderId(),
    shopperId: `shopper-${freshOrderId()}`,
    city: 'Toronto',
    deliveryType: 'Address delivery',
    slotStart: tomorrow.nineAm,
    ...overrides,
  };
}

export const hold = (internal: CallService, overrides: Record<string, unknown> = {}) =>
  internal({ method: 'POST', path: '/api/internal/delivery/holds', body: holdBody(overrides) });

export const move = (internal: CallService, orderId: string, slotStart: string) =>
  internal({
    method: 'POST',
    path: `/api/internal/delivery/holds/${orderId}/move`,
    body: { slotStart },
  });

/** Asks for the order's place to be given back, as orders-payments does when its payment failed. */
export const release = (internal: CallService, orderId: string) =>
  internal({ method: 'POST', path: `/api/internal/delivery/holds/${orderId}/release` });

/** A city's slots of the day of `timestamp`, as /days answers them. */
export async function daySlots(
  app: FastifyInstance,
  city: string,
  timestamp = tomorrow.timestamp,
): Promise<TimeSlot[]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/days/${timestamp}/${city}/Address%20delivery?combineSlots=true`,
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json().data.timeSlots;
}

/** Places left in each of a city's slots of a day, earliest first. */
export async function remainingPlaces(
  app: FastifyInstance,
  city: string,
  timestamp = tomorrow.timestamp,
): Promise<number[]> {
  return (await daySlots(app, city, timestamp)).map((slot) => slot.remaining);
}

/** Sets a city's capacity as staff would. */
export async function setCapacity(app: FastifyInstance, cityId: string, slotCapacity: number) {
  const answer = await app.inject({
    method: 'PUT',
    url: `/api/admin/delivery/cities/${cityId}`,
    headers: bearer(app, 'staff'),
    payload: { slotCapacity },
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
}

/** Every event the service has recorded in its outbox, oldest first. */
export async function recordedEvents(
  app: FastifyInstance,
  type?: string,
): Promise<EventEnvelope[]> {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(type ? eq(outbox.type, type) : undefined)
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => row.envelope);
}
