import type { StaffRole } from '@mise/contracts';
import { bearerFor, buildTestServer, TEST_SESSION_SECRET } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersPaymentsService } from '../src/plugin.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestServer([ordersPaymentsService], {
    JWT_SECRET: TEST_SESSION_SECRET,
    PUBLIC_ORIGINS: 'http://shop.test',
  });
});
afterAll(async () => {
  await app.close();
});

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `staff-${staffRole}`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });

let shoppers = 0;
const newShopperId = () => {
  shoppers += 1;
  return `shopper-${shoppers}-${Date.now()}`;
};

/** Saves a sandbox card for the shopper as the shop does: the card form, then the save. */
async function saveCard(userId: string, number: string, expMonth = 12) {
  const headers = bearerFor(app, userId);
  const made = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/payment-methods',
    headers,
    payload: { number, expMonth, expYear: 2030, cvc: '123' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const saved = await app.inject({
    method: 'POST',
    url: `/api/users/payments/${made.json().id}`,
    headers,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return made.json().id as string;
}

const cardsOf = (query: string, headers: Record<string, string> = staff('support')) =>
  app.inject({ method: 'GET', url: `/api/admin/payment-methods${query}`, headers });

describe("staff reading a customer's saved cards", () => {
  it('answers each card by brand and last 4 digits only, the default first', async () => {
    const userId = newShopperId();
    const visa = await saveCard(userId, '4242424242424242');
    const mastercard = await saveCard(userId, '5555555555554444', 6);
    const answer = await cardsOf(`?userId=${userId}`, staff('operations'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: [
        { id: visa, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true },
        {
          id: mastercard,
          brand: 'mastercard',
          last4: '4444',
          expMonth: 6,
          expYear: 2030,
          isDefault: false,
        },
      ],
      total: 2,
    });
    // Nothing else of the card is told: no number, no billing name.
    expect(answer.body).not.toContain('424242424242');
    expect(Object.keys(answer.json().data[0]).sort()).toEqual(
      ['brand', 'expMonth', 'expYear', 'id', 'isDefault', 'last4'].sort(),
    );
    const oneAtATime = await cardsOf(`?userId=${userId}&page=1&perPage=1&order=DESC`);
    expect(oneAtATime.json()).toMatchObject({ data: [{ id: mastercard }], total: 2 });
  });

  it('answers no cards for a customer who never saved one', async () => {
    const answer = await cardsOf(`?userId=${newShopperId()}`);
    expect(answer.json()).toEqual({ data: [], total: 0 });
  });

  it.each([
    ['', 'userId'],
    ['?userId=', 'userId'],
    ['?userId=someone&perPage=0', 'perPage'],
    ['?userId=someone&sort=last4', 'sort'],
  ])('refuses the query "%s" with 400 naming %s', async (query, field) => {
    const answer = await cardsOf(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field });
  });

  it('is closed to guests (401) and to customers, even about themselves (403)', async () => {
    const userId = newShopperId();
    await saveCard(userId, '4242424242424242');
    expect((await cardsOf(`?userId=${userId}`, {})).statusCode).toBe(401);
    expect((await cardsOf(`?userId=${userId}`, bearerFor(app, userId))).statusCode).toBe(403);
  });
});
