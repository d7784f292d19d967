import type { Session } from '@mise/platform';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  as,
  CARDS,
  FOUR_SKILLETS,
  newKey,
  newShopper,
  orderBody,
  sandboxCard,
  saveCart,
  startShopForFile,
} from '../support/shop.js';

/**
 * Who may use which card (issue 13), through the shop's own routes: shopper A's card, not yet
 * saved, saved, or saved then removed, used by A, by another signed-in shopper B, and by a
 * guest G. Every cell starts from its own shoppers, cart and card.
 */
let app: FastifyInstance;
startShopForFile((shop) => {
  ({ app } = shop);
});

type CardState = 'unsaved' | 'saved' | 'removed';
type Caller = 'A' | 'B' | 'G';
type Use = 'save' | 'update' | 'makeDefault' | 'remove' | 'order' | 'orderAndSave';

/** One answer to every use of the card. */
const toEveryUse = (status: number): Record<Use, number> => ({
  save: status,
  update: status,
  makeDefault: status,
  remove: status,
  order: status,
  orderAndSave: status,
});

// What each caller is answered; 404 says nothing of whether the card exists.
const expected: Record<Caller, Record<CardState, Record<Use, number>>> = {
  A: {
    unsaved: { ...toEveryUse(404), save: 200, order: 201, orderAndSave: 201 },
    saved: { ...toEveryUse(200), order: 201, orderAndSave: 201 },
    removed: toEveryUse(404),
  },
  B: { unsaved: toEveryUse(404), saved: toEveryUse(404), removed: toEveryUse(404) },
  G: { unsaved: toEveryUse(401), saved: toEveryUse(401), removed: toEveryUse(401) },
};

const cells = (Object.keys(expected) as Caller[]).flatMap((caller) =>
  (Object.keys(expected[caller]) as CardState[]).flatMap((state) =>
    (Object.keys(expected[caller][state]) as Use[]).map((use) => ({
      caller,
      state,
      use,
      status: expected[caller][state][use],
    })),
  ),
);

/** As `who`, or as a guest (no session) when `who` is null. */
const send = (who: Session | null, options: InjectOptions) =>
  app.inject(who ? as(app, who, options) : options);

const cardPath = (id: string) => `/api/users/payments/${id}`;

async function savedCards(shopper: Session) {
  const answer = await send(shopper, { method: 'GET', url: '/api/users/payment-methods' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().paymentMethods as { id: string; billingName: string | null }[];
}

async function ordersOf(shopper: Session): Promise<number> {
  const answer = await send(shopper, { method: 'GET', url: '/api/users/orders' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().total;
}

/** A's card in the given state, made through the card form and the saved-card routes. */
async function cardOf(owner: Session, state: CardState, number: string = CARDS.visa) {
  const id = await sandboxCard(app, owner, number);
  if (state === 'unsaved') return id;
  const saved = await send(owner, { method: 'POST', url: cardPath(id) });
  expect(saved.statusCode, saved.body).toBe(200);
  if (state === 'removed') {
    const removed = await send(owner, { method: 'DELETE', url: cardPath(id) });
    expect(removed.statusCode, removed.body).toBe(200);
  }
  return id;
}

function use(who: Session | null, how: Use, cardId: string) {
  switch (how) {
    case 'save':
      return send(who, { method: 'POST', url: cardPath(cardId) });
    case 'update':
      return send(who, {
        method: 'PUT',
        url: cardPath(cardId),
        payload: { billingName: 'Mallory' },
      });
    case 'makeDefault':
      return send(who, { method: 'PUT', url: cardPath(cardId), payload: { isDefault: true } });
    case 'remove':
      return send(who, { method: 'DELETE', url: cardPath(cardId) });
    case 'order':
    case 'orderAndSave':
      return send(who, {
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': newKey() },
        payload: { ...orderBody(cardId, FOUR_SKILLETS), isSaveCard: how === 'orderAndSave' },
      });
  }
}

describe('the payment-method matrix: shoppers A and B and a guest G, with A’s cards', () => {
  it.each(cells)(
    '$caller, $use, A’s $state card: $status',
    async ({ caller, state, use: how, status }) => {
      const a = newShopper();
      const b = newShopper();
      const who = { A: a, B: b, G: null }[caller];
      if (who) await saveCart(app, who, FOUR_SKILLETS);
      const cardId = await cardOf(a, state);
      const aBefore = await savedCards(a);

      const answer = await use(who, how, cardId);
      expect(answer.statusCode, answer.body).toBe(status);
      if (status === 404) {
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(answer.json().fields).toEqual([
          expect.objectContaining({ field: 'paymentMethodId' }),
        ]);
      }
      if (caller === 'A') return;
      // Refused: nothing changed for A, and B has no card and no order.
      expect(await savedCards(a)).toEqual(aBefore);
      expect(await savedCards(b)).toEqual([]);
      expect(await ordersOf(b)).toBe(0);
    },
  );
});

describe('3-D Secure of A’s order', () => {
  it('is confirmed and authenticated by A alone: B is told it does not exist, G to sign in', async () => {
    const a = newShopper();
    await saveCart(app, a, FOUR_SKILLETS);
    const cardId = await cardOf(a, 'unsaved', CARDS.threeDSecure);
    const placed = await use(a, 'order', cardId);
    expect(placed.statusCode, placed.body).toBe(202);
    const { _id: orderId, payment } = placed.json().data;
    const confirm = (who: Session | null) =>
      send(who, { method: 'POST', url: `/api/orders/${orderId}/confirm-payment` });
    const authenticate = (who: Session | null) =>
      send(who, {
        method: 'POST',
        url: `/api/payments/sandbox/authenticate/${payment.nextAction.paymentId}`,
        payload: { outcome: 'approve' },
      });

    const b = newShopper();
    expect((await confirm(b)).statusCode).toBe(404);
    expect((await authenticate(b)).statusCode).toBe(404);
    expect((await confirm(null)).statusCode).toBe(401);
    expect((await authenticate(null)).statusCode).toBe(401);
    expect((await confirm(a)).statusCode).toBe(202);
    expect((await authenticate(a)).statusCode).toBe(200);
    expect((await confirm(a)).statusCode).toBe(200);
  });

  it('has no card of G’s: a guest cannot make one', async () => {
    const answer = await send(null, {
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      payload: { number: CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
