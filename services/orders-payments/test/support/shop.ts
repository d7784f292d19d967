import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartPricingService } from '@mise/cart-pricing';
import { catalogService } from '@mise/catalog';
import { miniCatalogFolder } from '@mise/catalog/testing';
import {
  type EventEnvelope,
  type PlaceOrderInput,
  type StaffRole,
  staffActionAudited,
} from '@mise/contracts';
import { deliverySlotsService } from '@mise/delivery-slots';
import { identityService } from '@mise/identity';
import type { Session } from '@mise/platform';
import {
  buildTestServer,
  eventually,
  movableClock,
  TEST_SESSION_SECRET,
} from '@mise/platform/testing';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { sandboxPayments } from '../../src/adapters/payments/sandbox-schema.js';
import { ordersPaymentsService } from '../../src/plugin.js';
import { outbox } from '../../src/store/schema.js';

export const SHOP = 'http://shop.test';
export const MINUTE = 60 * 1_000;
export const HOUR = 60 * MINUTE;

/** Stripe's documented test cards, as the sandbox honours them. */
export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002500003155',
} as const;

/** When the shop's clock starts: 8:00 AM in Toronto on Monday, June 15, 2026. */
const CLOCK_START = new Date('2026-06-15T12:00:00Z');

/** Wednesday, June 17, 9:00 AM in Toronto: two days after the clock starts. */
export const WEDNESDAY_9AM = { date: '2026-06-17', timeSlot: '2026-06-17T13:00:00.000Z' };
export const WEDNESDAY_11AM = { date: '2026-06-17', timeSlot: '2026-06-17T15:00:00.000Z' };

/** Where the fault hook stopped a request, as process.exit(137) would have stopped the process. */
export class ProcessDied extends Error {
  constructor(readonly code: number) {
    super(`the process exited with ${code}`);
  }
}

/**
 * The shop as the embedded runtime mounts it, with the real services the checkout talks to:
 * the catalog (mini catalog), cart-pricing, delivery-slots, orders-payments and identity,
 * sharing one movable clock. Ready once cart-pricing holds its copy of the catalog.
 */
export async function startShop(env: Record<string, string> = {}) {
  const clock = movableClock(CLOCK_START);
  const app = await buildTestServer(
    [
      catalogService,
      cartPricingService,
      async (instance) => {
        await instance.register(deliverySlotsService, { clock: clock.now });
      },
      async (instance) => {
        await instance.register(ordersPaymentsService, {
          clock: clock.now,
          exit: (code: number) => {
            throw new ProcessDied(code);
          },
        });
      },
      async (instance) => {
        await instance.register(identityService, { clock: clock.now });
      },
    ],
    {
      JWT_SECRET: TEST_SESSION_SECRET,
      PUBLIC_ORIGINS: SHOP,
      CATALOG_SEED_DIR: miniCatalogFolder,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mise-orders-')),
      ...env,
    },
  );
  await eventually(async () => {
    const readiness = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(readiness.json().checks['catalog-copy']).toEqual({ ok: true });
  }, 10_000);
  return { app, clock };
}
export type Shop = Awaited<ReturnType<typeof startShop>>;

/**
 * One shop for all the tests of a file, handed to `onStarted` before the first and closed
 * after the last: for tests that leave each other's orders alone.
 */
export function startShopForFile(onStarted: (shop: Shop) => void): void {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop();
    onStarted(shop);
  });
  afterAll(async () => {
    await shop?.app.close();
  });
}

/** A signed-in shopper no other test of the run is. */
export function newShopper(): Session {
  const id = randomUUID();
  return { userId: id, role: 'customer', emailAddress: `${id}@example.com`, staff: null };
}

export const staffMember: Session = {
  userId: 'staff-1',
  role: 'staff',
  staffRole: 'admin',
  emailAddress: 'staff@mise.test',
  staff: null,
};

export function as(app: FastifyInstance, session: Session, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${app.sessions.sign(session)}` },
  };
}

export interface CartChoice {
  recipes: { id: string; servings: number }[];
  extraGroceries?: Record<string, number>;
}

export const FOUR_SKILLETS: CartChoice = {
  recipes: [{ id: 'chicken-kale-skillet', servings: 4 }],
};

// Every save of the run is newer than the one before, as the shop's saves of one cart are.
let saves = 0;

/** Saves the shopper's cart as the shop does before checkout. */
export async function saveCart(app: FastifyInstance, shopper: Session, cart: CartChoice) {
  saves += 1;
  const answer = await app.inject(
    as(app, shopper, { method: 'POST', url: '/api/cart', payload: { version: saves, ...cart } }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A card from the sandbox card form, as the shop's payment step makes it. */
export async function sandboxCard(app: FastifyInstance, shopper: Session, number: string) {
  const answer = await app.inject(
    as(app, shopper, {
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      payload: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id as string;
}

/** The order payload the checkout sends for this cart, to Toronto on Wednesday at 9. */
export function orderBody(
  paymentMethodId: string,
  cart: CartChoice,
  address: Partial<PlaceOrderInput['deliveryAddress']> = {},
): PlaceOrderInput {
  return {
    paymentMethodId,
    deliveryAddress: {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      lineOne: '100 Queen St W',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      phone: '416-555-0100',
      ...WEDNESDAY_9AM,
      ...address,
    },
    selectedRecipes: cart.recipes.map((recipe) => ({
      recipeId: recipe.id,
      servings: recipe.servings,
      mealTypeId: 'dinner',
    })),
    selectedExtraProducts: cart.extraGroceries ?? {},
  };
}

export const newKey = () => `checkout-${randomUUID()}`;

export function placeOrder(
  app: FastifyInstance,
  shopper: Session,
  body: PlaceOrderInput,
  key: string = newKey(),
) {
  return app.inject(
    as(app, shopper, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': key },
      payload: body,
    }),
  );
}

/** A shopper with a saved cart and a card, ready to place `body`. */
export async function readyShopper(
  app: FastifyInstance,
  options: {
    card?: string;
    cart?: CartChoice;
    address?: Partial<PlaceOrderInput['deliveryAddress']>;
  } = {},
) {
  const shopper = newShopper();
  const cart = options.cart ?? FOUR_SKILLETS;
  await saveCart(app, shopper, cart);
  const card = await sandboxCard(app, shopper, options.card ?? CARDS.visa);
  return { shopper, body: orderBody(card, cart, options.address) };
}

/** The sandbox's payments of an order: how many times its card was charged. */
export function chargesOf(app: FastifyInstance, orderId: string) {
  return app.infra.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId));
}

/** The events orders-payments recorded about an order, oldest first. */
export async function eventsOf(app: FastifyInstance, orderId: string): Promise<EventEnvelope[]> {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(eq(outbox.subject, orderId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => row.envelope);
}

/** The staff writes on an order that orders-payments audited, oldest first. */
export async function auditedActionsOf(app: FastifyInstance, orderId: string) {
  const rows = await app.infra.database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(and(eq(outbox.type, staffActionAudited.type), eq(outbox.subject, `order:${orderId}`)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => staffActionAudited.data.parse(row.envelope.data));
}

/** A staff member with this role, signed in as themselves. */
export const staffWithRole = (staffRole: StaffRole): Session => ({
  ...staffMember,
  userId: `${staffRole}-1`,
  emailAddress: `${staffRole}@mise.test`,
  staffRole,
});
