import type { Session } from '@mise/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFor } from '../../src/app/payments/shopper-customer.js';
import { findCustomerId } from '../../src/store/payment-customers.js';
import { paymentCustomers } from '../../src/store/schema.js';
import {
  as,
  newShopper,
  type StartedPayments,
  sandboxCard,
  startPayments,
} from './support/payments-app.js';

// One server for the file: every test has shoppers of its own.
let started: StartedPayments;
beforeAll(async () => {
  started = await startPayments();
});
afterAll(async () => {
  await started.app.close();
});

function call(
  shopper: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return started.app.inject(
    as(started.app, shopper, {
      method,
      url,
      ...(payload && { payload: payload as Record<string, unknown> }),
    }),
  );
}
const listCards = async (shopper: Session) => {
  const answer = await call(shopper, 'GET', '/api/users/payment-methods');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().paymentMethods as { id: string; isDefault: boolean }[];
};

/** A shopper with cards made by the card form and saved through the API, in that order. */
async function shopperWithCards(...numbers: string[]) {
  const shopper = newShopper();
  const ids: string[] = [];
  for (const number of numbers) {
    const card = await sandboxCard(started.app, shopper, number);
    const saved = await call(shopper, 'POST', `/api/users/payments/${card.id}`);
    expect(saved.statusCode, saved.body).toBe(200);
    ids.push(card.id);
  }
  return { shopper, ids };
}

describe('saved cards', () => {
  it('lists none for a new shopper, and makes no customer by looking', async () => {
    const shopper = newShopper();
    expect(await listCards(shopper)).toEqual([]);
    const { db } = started.app.infra.database;
    expect(await findCustomerId(db, 'sandbox', shopper.userId)).toBeNull();
  });

  it('saves cards on a customer made on first use; the first saved is the default', async () => {
    const shopper = newShopper();
    const visa = await sandboxCard(started.app, shopper, '4242424242424242');
    const first = await call(shopper, 'POST', `/api/users/payments/${visa.id}`);
    expect(first.json()).toEqual({
      id: visa.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      billingName: null,
      isDefault: true,
    });
    const mastercard = await sandboxCard(started.app, shopper, '5555555555554444');
    const second = await call(shopper, 'POST', `/api/users/payments/${mastercard.id}`);
    expect(second.json()).toMatchObject({
      id: mastercard.id,
      brand: 'mastercard',
      isDefault: false,
    });

    expect(await listCards(shopper)).toEqual([
      expect.objectContaining({ id: visa.id, isDefault: true }),
      expect.objectContaining({ id: mastercard.id, isDefault: false }),
    ]);
  });

  it('answers the card again when it is saved twice', async () => {
    const { shopper, ids } = await shopperWithCards('4242424242424242');
    const again = await call(shopper, 'POST', `/api/users/payments/${ids[0]}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: ids[0], isDefault: true });
    expect(await listCards(shopper)).toHaveLength(1);
  });

  it('changes the default, the billing name and the expiry', async () => {
    const { shopper, ids } = await shopperWithCards('4242424242424242', '5555555555554444');
    const [visa, mastercard] = ids as [string, string];
    const changed = await call(shopper, 'PUT', `/api/users/payments/${mastercard}`, {
      isDefault: true,
      billingName: 'Ada Lovelace',
      expMonth: 6,
      expYear: 2031,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: mastercard,
      billingName: 'Ada Lovelace',
      expMonth: 6,
      expYear: 2031,
      isDefault: true,
    });
    expect(await listCards(shopper)).toEqual([
      expect.objectContaining({ id: visa, isDefault: false }),
      expect.objectContaining({ id: mastercard, isDefault: true }),
    ]);
  });

  it('refuses an expiry in the past and a default unset by hand, changing nothing', async () => {
    const { shopper, ids } = await shopperWithCards('4242424242424242');
    const url = `/api/users/payments/${ids[0]}`;

    const past = await call(shopper, 'PUT', url, { expYear: 2025, billingName: 'Ada' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual([expect.objectContaining({ field: 'expYear' })]);

    const undefaulted = await call(shopper, 'PUT', url, { isDefault: false });
    expect(undefaulted.statusCode).toBe(422);
    expect(undefaulted.json().fields).toEqual([expect.objectContaining({ field: 'isDefault' })]);

    const misspelt = await call(shopper, 'PUT', url, { billingNme: 'Ada' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().fields).toEqual([expect.objectContaining({ field: 'billingNme' })]);

    expect(await listCards(shopper)).toEqual([
      expect.objectContaining({ id: ids[0], expYear: 2030, billingName: null, isDefault: true }),
    ]);
  });

  it('detaches a card, and the default with it', async () => {
    const { shopper, ids } = await shopperWithCards('4242424242424242', '5555555555554444');
    const [visa, mastercard] = ids as [string, string];
    const answer = await call(shopper, 'DELETE', `/api/users/payments/${visa}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      paymentMethods: [expect.objectContaining({ id: mastercard, isDefault: false })],
    });
    expect(await listCards(shopper)).toEqual([expect.objectContaining({ id: mastercard })]);
  });

  it("answers 404 for another shopper's card, whatever is asked, and leaves it alone", async () => {
    const owner = await shopperWithCards('4242424242424242');
    const cardId = owner.ids[0] as string;
    const intruder = await shopperWithCards('5555555555554444');
    const url = `/api/users/payments/${cardId}`;

    for (const [method, payload] of [
      ['POST', undefined],
      ['PUT', { billingName: 'Mallory' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(intruder.shopper, method, url, payload);
      expect(answer.statusCode, `${method} ${answer.body}`).toBe(404);
    }
    expect(await listCards(owner.shopper)).toEqual([
      expect.objectContaining({ id: cardId, billingName: null, isDefault: true }),
    ]);
    expect(await listCards(intruder.shopper)).toEqual([
      expect.objectContaining({ id: intruder.ids[0] }),
    ]);
  });

  it('answers 404 for a card nobody made, and 400 for what is not a card id', async () => {
    const shopper = newShopper();
    const unknown = await call(shopper, 'POST', '/api/users/payments/pm_sandbox_nobody');
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(shopper, 'DELETE', '/api/users/payments/not-a-card');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('is for signed-in shoppers only', async () => {
    const answer = await started.app.inject({ method: 'GET', url: '/api/users/payment-methods' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the shopper’s customer at the provider', () => {
  it('is one customer, even when two first uses come at once', async () => {
    const { db } = started.app.infra.database;
    const shopper = newShopper();
    const [first, second] = await Promise.all([
      customerFor(db, started.provider, shopper),
      customerFor(db, started.provider, shopper),
    ]);
    expect(second).toBe(first);
    expect(first).toMatch(/^cus_sandbox_/);
    const rows = await db.select().from(paymentCustomers);
    expect(rows.filter((row) => row.userId === shopper.userId)).toEqual([
      expect.objectContaining({ provider: 'sandbox', customerId: first }),
    ]);
  });
});
