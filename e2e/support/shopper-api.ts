import { randomUUID } from 'node:crypto';
import {
  type CartAnswer,
  type DaysAnswer,
  guestUserIdHeader,
  IDEMPOTENCY_KEY_HEADER,
  type OrderAnswer,
  type SessionAnswer,
} from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Shopper } from './accounts.js';

const DAY = 24 * 60 * 60 * 1000;

export interface CartLine {
  id: string;
  servings: number;
}

/**
 * A shopper's account driven through the shop's API, as the browser would, for tests that need
 * an account with an order and a cart before they look at pages: getting there through the
 * pages is another test's subject.
 */
export interface ShopperApi {
  /** Replaces the cart's recipes; answers once the server has saved them. */
  fillCart(lines: readonly CartLine[]): Promise<void>;
  /**
   * Pays the cart's `lines` with the sandbox's good card, delivered to Toronto in three days,
   * with `promoCode` applied when given.
   */
  placeOrder(lines: readonly CartLine[], promoCode?: string): Promise<OrderAnswer>;
  /**
   * Fills the cart with `lines` and places it with the card `paymentMethodId` in Toronto's first
   * open slot in three days, answering the checkout's status and body as they come, refusals too.
   */
  checkout(
    lines: readonly CartLine[],
    paymentMethodId: string,
  ): Promise<{ status: number; body: { orderId?: string } }>;
  /** The cart as the server prices it now. */
  cart(): Promise<CartAnswer>;
}

/** Registers `shopper` through the API at `shopUrl` (a shop or a gateway) and answers the session. */
export async function registerThroughApi(
  shopUrl: string,
  shopper: Shopper,
): Promise<SessionAnswer> {
  const registered = await fetch(`${shopUrl}/api/auth/register`, {
    method: 'POST',
    // A guest id, as the shop's pages send: sign-ups are limited per guest, not per address.
    headers: { 'content-type': 'application/json', [guestUserIdHeader]: randomUUID() },
    body: JSON.stringify({
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      emailAddress: shopper.email,
      password: shopper.password,
    }),
  });
  expect(registered.status).toBe(201);
  return (await registered.json()) as SessionAnswer;
}

/** The sandbox's good card as the card form sends it to /api/payments/sandbox/payment-methods. */
export function goodSandboxCard() {
  return {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  };
}

/** Where an order is delivered, but for the shopper's name, e-mail and the chosen slot. */
export interface DeliveryPlace {
  lineOne: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
}

export const TORONTO_ADDRESS: DeliveryPlace = {
  lineOne: '100 Queen Street West',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 2N2',
  phone: '416-555-0134',
};

/** The body of POST /api/orders: `lines` paid with `paymentMethodId`, delivered by address. */
export function orderRequest(order: {
  shopper: Pick<Shopper, 'firstName' | 'lastName' | 'email'>;
  paymentMethodId: string;
  lines: readonly CartLine[];
  place: DeliveryPlace;
  date: string;
  timeSlot: string;
  /** A promo code to apply, as the checkout sends it. */
  promoCode?: string;
}) {
  return {
    paymentMethodId: order.paymentMethodId,
    deliveryAddress: {
      email: order.shopper.email,
      firstName: order.shopper.firstName,
      lastName: order.shopper.lastName,
      ...order.place,
      date: order.date,
      timeSlot: order.timeSlot,
      ...(order.promoCode ? { promoDiscount: order.promoCode } : {}),
    },
    selectedRecipes: order.lines.map(({ id, servings }) => ({ recipeId: id, servings })),
    deliveryType: 'Address delivery',
  };
}

export async function registerShopper(shopUrl: string, shopper: Shopper): Promise<ShopperApi> {
  const { token } = await registerThroughApi(shopUrl, shopper);

  function send(path: string, method = 'GET', body?: unknown): Promise<Response> {
    return fetch(`${shopUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    const answer = await send(path, method, body);
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  const cart = () => call<CartAnswer>('/cart?getGroceries=true');

  async function fillCart(lines: readonly CartLine[]) {
    // A save not newer than the stored cart is ignored as stale.
    const { version } = await cart();
    await call('/cart?getGroceries=true', 'POST', { version: version + 1, recipes: lines });
  }

  /** Toronto's first open slot in three days. */
  async function openSlot() {
    const slots = `/days/${Date.now() + 3 * DAY}/toronto/${encodeURIComponent('Address delivery')}?combineSlots=true`;
    const day = (await call<DaysAnswer>(slots)).data;
    const slot = day.timeSlots.find((each) => each.available);
    if (!slot) throw new Error('no open slot in Toronto in three days');
    return { date: day.date, timeSlot: slot.start };
  }

  return {
    fillCart,
    cart,
    async checkout(lines, paymentMethodId) {
      await fillCart(lines);
      const order = orderRequest({
        shopper,
        paymentMethodId,
        lines,
        place: TORONTO_ADDRESS,
        ...(await openSlot()),
      });
      const answer = await send('/orders', 'POST', order);
      return { status: answer.status, body: await answer.json() };
    },
    async placeOrder(lines, promoCode) {
      await fillCart(lines);
      if (promoCode) await call('/cart/check-promo', 'POST', { promoCode });
      const card = await call<{ id: string }>(
        '/payments/sandbox/payment-methods',
        'POST',
        goodSandboxCard(),
      );
      const { data: order } = await call<{ data: OrderAnswer }>(
        '/orders',
        'POST',
        orderRequest({
          shopper,
          paymentMethodId: card.id,
          lines,
          place: TORONTO_ADDRESS,
          ...(await openSlot()),
          ...(promoCode ? { promoCode } : {}),
        }),
      );
      // The paid order empties the cart through an event; a cart filled before that is lost.
      await eventually(async () => expect((await cart()).selectedRecipes).toEqual([]), 30_000);
      return order;
    },
  };
}

/**
 * Signs `shopper` in with the shop's own /signin page, so the shop knows it as it would after
 * any sign-in (a session set behind its back is not followed: the shop keeps the guest's cart).
 */
export async function signInWithPage(page: Page, shopUrl: string, shopper: Shopper) {
  await page.goto(`${shopUrl}/signin`);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/recipes$/);
}

/** The shop's API as the signed-in page calls it, with its session cookie. */
export function inPage<T>(page: Page, path: string, init: { method?: string; body?: object } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const answer = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: init.body ? { 'content-type': 'application/json' } : {},
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      return answer.json();
    },
    { path, init },
  ) as Promise<T>;
}
