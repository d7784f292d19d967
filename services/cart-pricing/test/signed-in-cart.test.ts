import { randomUUID } from 'node:crypto';
import { userSignedIn } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { bearerFor, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestHeader, skilletCart, startCartShop } from './cart-shop.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startCartShop();
});
afterAll(async () => {
  await app.close();
});

const saveAsGuest = async (servings: number) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: skilletCart(1, servings),
  });
  return answer.json().guestUserId as string;
};

const cartOf = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/cart', headers });

describe('a signed-in shopper’s cart', () => {
  it('is theirs alone: another user, a guest and a bad token do not reach it', async () => {
    const ana = randomUUID();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearerFor(app, ana),
      payload: skilletCart(1, 6),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().guestUserId).toBeNull();

    expect((await cartOf(bearerFor(app, ana))).json().selectedRecipes[0].servings).toBe(6);
    expect((await cartOf(bearerFor(app, randomUUID()))).json().selectedRecipes).toEqual([]);
    expect((await cartOf({ authorization: 'Bearer not.a.token' })).json().selectedRecipes).toEqual(
      [],
    );
  });

  it('takes over the guest cart on the first call that carries both the session and the guest id', async () => {
    const guestId = await saveAsGuest(4);
    const user = randomUUID();

    const first = await cartOf({ ...bearerFor(app, user), ...guestHeader(guestId) });
    expect(first.json().selectedRecipes[0]).toMatchObject({ servings: 4 });
    expect(first.json().guestUserId).toBeNull();
    // The guest id now leads nowhere; the account keeps the cart.
    expect((await cartOf(guestHeader(guestId))).json().selectedRecipes).toEqual([]);
    expect((await cartOf(bearerFor(app, user))).json().selectedRecipes[0].servings).toBe(4);
  });

  it('is never given the guest cart of a staff member acting as the customer', async () => {
    const staffGuestId = await saveAsGuest(6);
    const customer = randomUUID();
    const asStaff = {
      authorization: `Bearer ${app.sessions.sign({
        userId: customer,
        role: 'customer',
        emailAddress: `${customer}@example.com`,
        staff: { staffId: 'staff-1', emailAddress: 'staff@mise.test' },
      })}`,
    };
    expect(
      (await cartOf({ ...asStaff, ...guestHeader(staffGuestId) })).json().selectedRecipes,
    ).toEqual([]);
    expect((await cartOf(guestHeader(staffGuestId))).json().selectedRecipes[0].servings).toBe(6);
  });

  it('takes over the guest cart when identity says the shopper signed in with that guest id', async () => {
    const guestId = await saveAsGuest(6);
    const user = randomUUID();
    await app.infra.bus.publish([
      newEvent(userSignedIn, {
        source: 'identity',
        subject: user,
        data: { userId: user, method: 'google', guestUserId: guestId },
      }),
    ]);
    await eventually(async () => {
      expect((await cartOf(bearerFor(app, user))).json().selectedRecipes[0]?.servings).toBe(6);
    });
    expect((await cartOf(guestHeader(guestId))).json().selectedRecipes).toEqual([]);
  });
});
