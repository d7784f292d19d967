import { randomUUID } from 'node:crypto';
import {
  type AccountDataAnswer,
  type EventEnvelope,
  type SessionAnswer,
  userDeleted,
} from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestGateway } from './support/test-gateway.js';

let app: FastifyInstance;
let closeGateway: (() => Promise<void>) | undefined;
let ingredientId: string;
/** Every deletion identity announced, as the bus carried it. */
const deletions: EventEnvelope[] = [];

beforeAll(async () => {
  ({ app, close: closeGateway } = await openTestGateway());
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-ingredients'].ok).toBe(true);
    expect(readiness.json().checks['catalog-copy'].ok).toBe(true);
  }, 30_000);
  const ingredients = await app.inject({ method: 'GET', url: '/api/ingredients?perPage=1' });
  ingredientId = ingredients.json().ingredients[0]._id;
  await app.infra.bus.subscribe({
    consumer: 'test.account-deletions',
    types: [userDeleted.type],
    async handle(event) {
      deletions.push(event);
    },
  });
}, 60_000);
afterAll(async () => {
  await closeGateway?.();
});

const PASSWORD = 'Sesame-2025!';

interface Shopper {
  token: string;
  _id: string;
  emailAddress: string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A shopper signed up through identity, with a pantry lot and a saved cart. */
async function shopperWithData(): Promise<Shopper> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: `ada.${randomUUID()}@example.com`,
      password: PASSWORD,
    },
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const { token, user }: SessionAnswer = signUp.json();
  const shopper = { token, _id: user._id, emailAddress: user.emailAddress };
  const lot = await app.inject({
    method: 'POST',
    url: '/api/users/pantry',
    headers: bearer(shopper.token),
    payload: { items: [{ id: ingredientId, quantity: 3, units: 'g' }] },
  });
  expect(lot.statusCode, lot.body).toBe(201);
  const cart = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: bearer(shopper.token),
    payload: { version: 1, recipes: [] },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  return shopper;
}

const exportOf = (token: string) =>
  app.inject({ method: 'GET', url: '/api/account-data', headers: bearer(token) });

/** A token for a user id, signed as identity signs them but naming no session record. */
const tokenNaming = (userId: string, emailAddress: string) =>
  app.sessions.sign({ userId, role: 'customer', emailAddress, staff: null });

/** What each service's own part of the export holds for the user, asked service by service. */
async function partsHeldFor(userId: string, emailAddress: string) {
  const token = tokenNaming(userId, emailAddress);
  const part = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: bearer(token) });
    return { status: answer.statusCode, body: answer.json() };
  };
  return {
    identity: await part('/api/users/me/account-data'),
    pantry: await part('/api/users/pantry/account-data'),
    cart: await part('/api/cart/account-data'),
    orders: await part('/api/users/orders/account-data'),
    delivery: await part('/api/delivery/account-data'),
    mails: await part('/api/users/mails/account-data'),
  };
}

describe('the data export', () => {
  it("gathers the shopper's data from every service that keeps any, as a download", async () => {
    const shopper = await shopperWithData();
    const answer = await exportOf(shopper.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="mise-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data: AccountDataAnswer = answer.json();
    expect(Object.keys(data.parts).sort()).toEqual([
      'cart-pricing',
      'delivery-slots',
      'identity',
      'notifications',
      'orders-payments',
      'pantry',
    ]);
    expect(data.parts.identity?.profile).toMatchObject({
      id: shopper._id,
      emailAddress: shopper.emailAddress,
      firstName: 'Ada',
      hasPassword: true,
    });
    expect(data.parts.pantry?.lots).toMatchObject([{ ingredientId, quantity: 3, unit: 'g' }]);
    expect(data.parts['cart-pricing']?.cart).toMatchObject({ owner: `user:${shopper._id}` });
    // The welcome and verification mails, once notifications logged them.
    await eventually(async () => {
      const again: AccountDataAnswer = (await exportOf(shopper.token)).json();
      const mails = again.parts.notifications?.mails as { subject: string }[];
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Verify your e-mail address',
        'Welcome to Mise',
      ]);
    });
  });

  it('never holds a secret: no password hash, session id or token', async () => {
    const shopper = await shopperWithData();
    const text = (await exportOf(shopper.token)).body;
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/passwordHash|codeHash|"token"/);
    expect(text).not.toContain(shopper.token);
  });

  it("holds only the signed-in shopper's data, never another's", async () => {
    const ada = await shopperWithData();
    const grace = await shopperWithData();
    const text = (await exportOf(grace.token)).body;
    expect(text).toContain(grace._id);
    expect(text).not.toContain(ada._id);
    expect(text).not.toContain(ada.emailAddress);
  });

  it('is refused to a visitor who is not signed in', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/account-data' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('Please sign in to continue.');
  });
});

describe('deleting an account', () => {
  it('ends its sessions at once and has every service forget the shopper, once', async () => {
    const shopper = await shopperWithData();
    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(shopper.token),
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      expect.objectContaining({ field: 'password', rule: 'matches-current' }),
    ]);
    expect((await exportOf(shopper.token)).statusCode).toBe(200);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(shopper.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(shopper.token),
    });
    expect(me.statusCode).toBe(401);
    expect((await exportOf(shopper.token)).statusCode).toBe(401);

    await eventually(async () => {
      const held = await partsHeldFor(shopper._id, shopper.emailAddress);
      expect(held.identity.status).toBe(401);
      expect(held.pantry.body).toEqual({
        lots: [],
        waste: [],
        contact: null,
        reminderSettings: null,
      });
      expect(held.cart.body).toEqual({ cart: null, paidOrders: [], promoReservations: [] });
      expect(held.orders.body).toEqual({ orders: [], paymentMethods: [] });
      expect(held.delivery.body).toEqual({ bookings: [] });
      expect(held.mails.body).toEqual({ mails: [] });
    }, 10_000);

    // Delivered again, the event is recognised: a lot added since under that id stays.
    const token = tokenNaming(shopper._id, shopper.emailAddress);
    const lot = await app.inject({
      method: 'POST',
      url: '/api/users/pantry',
      headers: bearer(token),
      payload: { items: [{ id: ingredientId, quantity: 1, units: 'g' }] },
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const event = deletions.find((deletion) => deletion.subject === shopper._id);
    if (!event) throw new Error('identity announced no deletion');
    await app.infra.bus.publish([event]);
    const marker = await shopperWithData();
    await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(marker.token),
      payload: { password: PASSWORD },
    });
    await eventually(async () => {
      const held = await partsHeldFor(marker._id, marker.emailAddress);
      expect(held.pantry.body.lots).toEqual([]);
    });
    const kept = await partsHeldFor(shopper._id, shopper.emailAddress);
    expect(kept.pantry.body.lots).toHaveLength(1);
  });

  it('lets the same e-mail sign up again as a new account', async () => {
    const shopper = await shopperWithData();
    await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(shopper.token),
      payload: { password: PASSWORD },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ada',
        lastName: 'Again',
        emailAddress: shopper.emailAddress,
        password: PASSWORD,
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()._id).not.toBe(shopper._id);
  });
});
