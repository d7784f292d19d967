import { type OrderPaid, orderPaid } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { consistently, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, register, startIdentityForEachTest, storedUser } from './support/identity-app.js';

let app: FastifyInstance;

startIdentityForEachTest((started) => {
  ({ app } = started);
});

const isFirstOrder = async (token: string): Promise<boolean> =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user
    .isFirstOrder;

/** What orders-payments announces once the user's order is paid. */
function paidOrder(userId: string, orderId: string, occurredAt: string) {
  const data: OrderPaid = {
    orderId,
    number: `M-${orderId.toUpperCase()}`,
    userId,
    emailAddress: 'ada@example.com',
    firstName: 'Ada',
    language: 'en-CA',
    cityId: 'toronto',
    slotStart: '2026-03-03T14:00:00.000Z',
    slotEnd: '2026-03-03T16:00:00.000Z',
    timeZone: 'America/Toronto',
    slotLabel: 'Tuesday, March 3, 9:00 AM - 11:00 AM',
    totalCents: 6_450,
    currency: 'CAD',
    promoCode: '10OFF',
    cartVersion: 2,
    deliveryAddress: {
      lineOne: '1 King St W',
      lineTwo: '',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 1A1',
    },
    recipes: [{ name: 'Chicken curry', servings: 2 }],
    extraProducts: [],
  };
  return {
    ...newEvent(orderPaid, { source: 'orders-payments', subject: orderId, data }),
    occurredAt,
  };
}

describe("the user's first order", { timeout: 30_000 }, () => {
  it('is still to come for a new account, and past once an order of theirs is paid', async () => {
    const { token, user } = await register(app);
    const other = await register(app);
    expect(await isFirstOrder(token)).toBe(true);

    await app.infra.bus.publish([paidOrder(user._id, 'ord1', '2026-03-01T12:30:00.000Z')]);

    await eventually(async () => expect(await isFirstOrder(token)).toBe(false));
    expect(await isFirstOrder(other.token)).toBe(true);
    expect((await storedUser(app, user.emailAddress))?.firstOrderAt).toEqual(
      new Date('2026-03-01T12:30:00.000Z'),
    );
  });

  it('keeps the time of the first payment when that event comes again or a later order is paid', async () => {
    const { token, user } = await register(app);
    const first = paidOrder(user._id, 'ord1', '2026-03-01T12:30:00.000Z');

    await app.infra.bus.publish([first]);
    await eventually(async () => expect(await isFirstOrder(token)).toBe(false));
    await app.infra.bus.publish([first, paidOrder(user._id, 'ord2', '2026-03-08T09:00:00.000Z')]);

    await consistently(async () => {
      expect(await isFirstOrder(token)).toBe(false);
      expect((await storedUser(app, user.emailAddress))?.firstOrderAt).toEqual(
        new Date('2026-03-01T12:30:00.000Z'),
      );
    }, 500);
  });
});
