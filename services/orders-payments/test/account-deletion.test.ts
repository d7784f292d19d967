import { randomUUID } from 'node:crypto';
import {
  DELETED_CUSTOMER_NAME,
  type EventEnvelope,
  type SessionAnswer,
  userDeleted,
} from '@mise/contracts';
import type { Session } from '@mise/platform';
import { eventually } from '@mise/platform/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentMethods } from '../src/adapters/payments/sandbox-schema.js';
import { orderHistory, orders } from '../src/store/schema.js';
import {
  as,
  CARDS,
  FOUR_SKILLETS,
  orderBody,
  placeOrder,
  SHOP,
  sandboxCard,
  saveCart,
  staffMember,
  startShop,
} from './support/shop.js';

const PASSWORD = 'Sesame-2025!';

let app: FastifyInstance;
/** Every deletion identity announced, as the bus carried it. */
const deletions: EventEnvelope[] = [];
beforeAll(async () => {
  ({ app } = await startShop());
  await app.infra.bus.subscribe({
    consumer: 'test.account-deletions',
    types: [userDeleted.type],
    async handle(event) {
      deletions.push(event);
    },
  });
});
afterAll(async () => {
  await app.close();
});

interface Account {
  token: string;
  session: Session;
}

/** A shopper signed up with identity, as the shop signs them up. */
async function signUp(): Promise<Account> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: `ada.${randomUUID()}@example.com`,
      password: PASSWORD,
    },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const { token, user }: SessionAnswer = answer.json();
  return {
    token,
    session: { userId: user._id, role: 'customer', emailAddress: user.emailAddress, staff: null },
  };
}

/** A paid order of the shopper's, with the card saved on their customer. */
async function paidOrderOf(account: Account) {
  await saveCart(app, account.session, FOUR_SKILLETS);
  const card = await sandboxCard(app, account.session, CARDS.visa);
  const placed = await placeOrder(app, account.session, {
    ...orderBody(card, FOUR_SKILLETS),
    isSaveCard: true,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { orderId: placed.json().data._id as string, number: placed.json().data.number, card };
}

const deleteAccount = (account: Account, payload: object) =>
  app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    cookies: { token: account.token },
    headers: { origin: SHOP },
    payload,
  });

const signedIn = (account: Account, options: InjectOptions) =>
  app.inject({ ...options, cookies: { token: account.token }, headers: { origin: SHOP } });

const storedOrder = async (orderId: string) => {
  const [order] = await app.infra.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
};

describe('deleting an account with orders', () => {
  it('is refused, naming the order, while an order is not yet delivered', async () => {
    const account = await signUp();
    const { number, orderId } = await paidOrderOf(account);
    const answer = await deleteAccount(account, { password: PASSWORD });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain(number);
    expect((await signedIn(account, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    expect((await storedOrder(orderId))?.userId).toBe(account.session.userId);
  });

  it('keeps the order anonymised, removes the saved card and forgets the customer, once', async () => {
    const account = await signUp();
    const { orderId, card } = await paidOrderOf(account);
    const cancelled = await signedIn(account, {
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const deleted = await deleteAccount(account, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The cookie stops working from the next request.
    expect((await signedIn(account, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);

    const anonymised = await eventually(async () => {
      const order = await storedOrder(orderId);
      expect(order?.userId).toMatch(/^deleted:/);
      return order;
    });
    expect(anonymised).toMatchObject({
      email: '',
      firstName: DELETED_CUSTOMER_NAME,
      lastName: '',
      customerId: null,
      status: 'CANCELLED',
    });
    expect(anonymised?.address).toMatchObject({
      email: '',
      lineOne: '',
      phone: '',
      postalCode: '',
      city: 'Toronto',
      province: 'ON',
    });
    // The amounts, taxes and lines the law makes the shop keep are still there.
    expect(anonymised?.totalCents).toBeGreaterThan(0);
    expect(anonymised?.recipes).toHaveLength(1);
    const history = await app.infra.database.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId));
    expect(history.map((entry) => entry.actorId)).not.toContain(account.session.userId);

    const [saved] = await app.infra.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, card));
    expect(saved?.detachedAt).not.toBeNull();

    // Staff see the order from a deleted customer.
    const forStaff = await app.inject(
      as(app, staffMember, { method: 'GET', url: `/api/admin/orders/${orderId}` }),
    );
    expect(forStaff.statusCode, forStaff.body).toBe(200);
    expect(forStaff.body).toContain(DELETED_CUSTOMER_NAME);
    expect(forStaff.body).not.toContain(account.session.emailAddress);
    expect(forStaff.body).not.toContain('Lovelace');

    // The same event again changes nothing: the tombstone stays the one first given.
    const event = deletions.find((deletion) => deletion.subject === account.session.userId);
    if (!event) throw new Error('identity announced no deletion');
    await app.infra.bus.publish([event]);
    const marker = await signUp();
    expect((await deleteAccount(marker, { password: PASSWORD })).statusCode).toBe(204);
    await eventually(async () => {
      expect(deletions.some((deletion) => deletion.subject === marker.session.userId)).toBe(true);
    });
    expect((await storedOrder(orderId))?.userId).toBe(anonymised?.userId);
  });

  it('cannot be done by staff acting as the customer, nor for a staff account', async () => {
    const account = await signUp();
    const asStaff = await app.inject(
      as(
        app,
        {
          ...account.session,
          staff: { staffId: staffMember.userId, emailAddress: staffMember.emailAddress },
        },
        { method: 'DELETE', url: '/api/users/me', payload: { password: PASSWORD } },
      ),
    );
    expect(asStaff.statusCode).toBe(403);
    expect((await signedIn(account, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
  });
});
