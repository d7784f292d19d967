import { adminCityDayAnswer, type EventEnvelope, orderPaid } from '@mise/contracts';
import { type CallService, newEvent } from '@mise/platform';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  freshOrderId,
  hold,
  setCapacity,
  startDeliverySlotsFor,
  today,
  tomorrow,
} from './support/delivery-app.js';

let app: FastifyInstance;
let internal: CallService;
startDeliverySlotsFor('once', (started) => {
  ({ app, internal } = started);
});

const dayOf = (city: string, date: string, headers = bearer(app, 'staff')) =>
  app.inject({ method: 'GET', url: `/api/admin/delivery/cities/${city}/days/${date}`, headers });

async function day(city: string, date: string) {
  const answer = await dayOf(city, date);
  expect(answer.statusCode, answer.body).toBe(200);
  return adminCityDayAnswer.parse(answer.json()).data;
}

/** orders-payments announcing an Ottawa order paid for tomorrow at 9:00 AM. */
function paidInOttawa(orderId: string): EventEnvelope {
  return newEvent(orderPaid, {
    source: 'orders-payments',
    subject: orderId,
    data: {
      orderId,
      number: 'M-1001',
      userId: 'user-1',
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      language: 'en-CA',
      cityId: 'ottawa',
      slotStart: tomorrow.nineAm,
      slotEnd: tomorrow.elevenAm,
      timeZone: 'America/Toronto',
      slotLabel: 'Tuesday, June 16, 9:00 AM - 11:00 AM',
      totalCents: 6_499,
      currency: 'CAD',
      promoCode: null,
      cartVersion: 1,
      deliveryAddress: {
        lineOne: '1 Wellington St',
        lineTwo: '',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0A9',
      },
      recipes: [{ name: 'Skillet lasagna', servings: 4 }],
      extraProducts: [],
    },
  });
}

describe('GET /api/admin/delivery/cities/:id/days/:date', () => {
  it('shows every slot of the day with its capacity, bookings, holds and places left', async () => {
    const orders = [freshOrderId(), freshOrderId(), freshOrderId()];
    for (const orderId of orders) {
      const held = await hold(internal, { orderId, city: 'Ottawa' });
      expect(held.status).toBe(201);
    }
    await app.infra.bus.publish([paidInOttawa(orders[0] as string)]);

    await eventually(async () => {
      const [nine] = (await day('ottawa', '2026-06-16')).slots;
      expect(nine).toMatchObject({ booked: 1, held: 2 });
    });
    const ottawa = await day('ottawa', '2026-06-16');
    expect(ottawa).toMatchObject({
      id: 'ottawa:2026-06-16',
      cityId: 'ottawa',
      cityName: 'Ottawa',
      timeZone: 'America/Toronto',
      date: '2026-06-16',
    });
    expect(ottawa.slots.map((slot) => slot.label)).toEqual([
      '9:00 AM - 11:00 AM',
      '11:00 AM - 1:00 PM',
      '1:00 PM - 3:00 PM',
      '3:00 PM - 5:00 PM',
      '5:00 PM - 7:00 PM',
      '7:00 PM - 9:00 PM',
    ]);
    expect(ottawa.slots[0]).toEqual({
      label: '9:00 AM - 11:00 AM',
      start: tomorrow.nineAm,
      end: tomorrow.elevenAm,
      capacity: 20,
      booked: 1,
      held: 2,
      remaining: 17,
      open: true,
    });
    expect(ottawa.slots[1]).toMatchObject({ booked: 0, held: 0, remaining: 20, open: true });
  });

  it('counts places as shoppers see them: none left in a slot whose capacity fell below its load', async () => {
    const calgary = await day('calgary', '2026-06-16');
    expect(calgary.slots.every((slot) => slot.booked === 0 && slot.held === 0)).toBe(true);

    const orderIds = [freshOrderId(), freshOrderId()];
    for (const orderId of orderIds) {
      expect((await hold(internal, { orderId, city: 'Mississauga' })).status).toBe(201);
    }
    await setCapacity(app, 'mississauga', 1);
    const [nine] = (await day('mississauga', '2026-06-16')).slots;
    expect(nine).toMatchObject({ capacity: 1, held: 2, remaining: 0, open: false });
  });

  it('shows the past and the slots inside the lead time as closed', async () => {
    const [nine, eleven, one] = (await day('toronto', '2026-06-15')).slots;
    // The clock reads 8:00 AM in Toronto: 9:00 is inside the 3 h lead time, 11:00 just not.
    expect(nine).toMatchObject({ start: today.nineAm, open: false, remaining: 20 });
    expect(eleven).toMatchObject({ start: today.elevenAm, open: true });
    expect(one).toMatchObject({ open: true });
    const [yesterdayNine] = (await day('toronto', '2026-06-14')).slots;
    expect(yesterdayNine).toMatchObject({ open: false });
  });

  it('reads a day in the city’s zone', async () => {
    const [first] = (await day('vancouver', '2026-06-16')).slots;
    // 9:00 AM in Vancouver (UTC-7 in June).
    expect(first?.start).toBe('2026-06-16T16:00:00.000Z');
  });

  it('is for staff: every role reads it, a shopper or nobody does not', async () => {
    const support = bearerFor(app, 'support-1', {
      role: 'staff',
      staffRole: 'support',
      emailAddress: 'support@mise.test',
    });
    expect((await dayOf('toronto', '2026-06-16', support)).statusCode).toBe(200);
    expect((await dayOf('toronto', '2026-06-16', bearer(app, 'customer'))).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/admin/delivery/cities/toronto/days/2026-06-16',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([['16-06-2026'], ['2026-13-01'], ['2026-02-30'], ['tomorrow']])(
    'refuses the day %s, naming the date',
    async (date) => {
      const answer = await dayOf('toronto', date);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.map((field: { field: string }) => field.field)).toEqual(['date']);
    },
  );

  it('answers a 404 with a sentence for an unknown city', async () => {
    const answer = await dayOf('springfield', '2026-06-16');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('No delivery city has the id springfield.');
  });
});
