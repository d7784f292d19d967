import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { CartAnswer, DaysAnswer, OrderAnswer } from '@mise/contracts';
import { createFileMailbox, openDatabase } from '@mise/platform';
import { eventually } from '@mise/platform/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newShopper } from '../support/accounts.js';
import { newDataDir, type ShopProcess, startShop } from '../support/shop-process.js';
import {
  goodSandboxCard,
  orderRequest,
  registerThroughApi,
  TORONTO_ADDRESS,
} from '../support/shopper-api.js';

// The fault: the process dies right after the card was charged, before the order is
// marked paid and before any event leaves. After a restart the order must be paid, the slot
// booked, the cart emptied and one confirmation mail sent, with one charge.

const JWT_SECRET = randomBytes(32).toString('base64url');
const DAY = 24 * 60 * 60 * 1000;
const recipes = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
];

let shop: ShopProcess | undefined;
afterAll(async () => {
  await shop?.stop();
});

function client(origin: string, token: string) {
  return async <T>(path: string, method = 'GET', body?: unknown) => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'idempotency-key': 'crash-test-checkout-1',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json().catch(() => undefined)) as T };
  };
}

describe('a shop that dies right after the payment succeeded', () => {
  it('finishes the order after a restart: paid, slot booked, cart emptied, one mail, one charge', async () => {
    const dataDir = newDataDir();
    shop = await startShop({ DATA_DIR: dataDir, JWT_SECRET, FAULT_EXIT_AFTER_PAYMENT: 'true' });
    const shopper = newShopper('Morgan');
    const { token } = await registerThroughApi(shop.url, shopper);
    let api = client(shop.url, token);

    expect((await api('/api/cart?getGroceries=true', 'POST', { version: 1, recipes })).status).toBe(
      200,
    );
    const card = await api<{ id: string }>(
      '/api/payments/sandbox/payment-methods',
      'POST',
      goodSandboxCard(),
    );
    const slotsPath = `/api/days/${Date.now() + 3 * DAY}/toronto/${encodeURIComponent('Address delivery')}?combineSlots=true`;
    const day = (await api<DaysAnswer>(slotsPath)).body.data;
    const slot = day.timeSlots.find((each) => each.available);
    if (!slot) throw new Error('no open slot in Toronto in three days');

    const order = orderRequest({
      shopper,
      paymentMethodId: card.body.id,
      lines: recipes,
      place: TORONTO_ADDRESS,
      date: day.date,
      timeSlot: slot.start,
    });
    // The process exits while answering: the shopper's request gets no answer at all.
    await expect(api('/api/orders', 'POST', order)).rejects.toThrow();
    await eventually(() => expect(shop?.child.exitCode).toBe(137), 10_000);

    shop = await startShop({ DATA_DIR: dataDir, JWT_SECRET });
    api = client(shop.url, token);

    const settled = await eventually(async () => {
      const { body } = await api<{ orders: OrderAnswer[] }>(
        '/api/users/orders?page=0&perPage=1000',
      );
      expect(body.orders.map(({ status }) => status)).toEqual(['PENDING_DELIVERY']);
      return body.orders[0] as OrderAnswer;
    }, 120_000);
    expect(settled.payment.status).toBe('succeeded');

    await eventually(async () => {
      const cart = await api<CartAnswer>('/api/cart?getGroceries=true');
      expect(cart.body.selectedRecipes).toEqual([]);
    }, 10_000);
    const after = (await api<DaysAnswer>(slotsPath)).body.data;
    expect(after.timeSlots.find(({ start }) => start === slot.start)?.remaining).toBe(
      slot.remaining - 1,
    );
    const mailbox = createFileMailbox({ folder: join(dataDir, 'mail'), from: 'test@mise.test' });
    const confirmations = async () =>
      (await mailbox.list(1000)).filter(
        (mail) => mail.to === shopper.email && mail.subject.includes(settled.number),
      );
    await eventually(async () => expect(await confirmations()).toHaveLength(1), 20_000);
    // The relay and the mail job have had time to send a second one, had they been going to.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await confirmations()).toHaveLength(1);

    // The shop's own database, read after it stopped: one charge, and the place booked.
    await shop.stop();
    shop = undefined;
    const database = await openDatabase({ dataDir });
    try {
      const charges = (await database.db.execute(
        sql`select count(*)::int as n from orders_payments.sandbox_payments where order_id = ${settled._id}`,
      )) as { rows: unknown[] };
      expect(charges.rows[0]).toEqual({ n: 1 });
      const holds = (await database.db.execute(
        sql`select state from delivery_slots.slot_holds where order_id = ${settled._id}`,
      )) as { rows: unknown[] };
      expect(holds.rows).toEqual([{ state: 'BOOKED' }]);
    } finally {
      await database.close();
    }
  }, 300_000);
});
