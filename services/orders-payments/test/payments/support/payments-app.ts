import { fileURLToPath } from 'node:url';
import type { Session } from '@mise/platform';
import { buildTestServer, movableClock, TEST_SESSION_SECRET } from '@mise/platform/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { createPaymentProvider } from '../../../src/adapters/payments/provider.js';
import type { AuthenticatedSandboxPayment } from '../../../src/adapters/payments/sandbox.js';
import type { PaymentProvider } from '../../../src/domain/payments/port.js';
import { type PaymentRoutesOptions, paymentRoutes } from '../../../src/routes/payment-routes.js';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * The payment part of orders-payments as its plugin mounts it, on a fresh in-memory database
 * with the service's migrations: the provider configuration picks (the sandbox without Stripe
 * keys), and every payment route.
 */
export async function startPayments(env: Record<string, string> = {}) {
  const clock = movableClock(new Date('2026-03-01T12:00:00Z'));
  const authenticated: AuthenticatedSandboxPayment[] = [];
  let provider: PaymentProvider | undefined;
  const app = await buildTestServer(
    [
      async (instance) => {
        await instance.infra.database.migrate({ schema: 'orders_payments', migrationsFolder });
        provider = createPaymentProvider(instance, { now: clock.now });
        const options: PaymentRoutesOptions = {
          provider,
          now: clock.now,
          onSandboxAuthenticated: async (payment) => {
            authenticated.push(payment);
          },
        };
        await instance.register(paymentRoutes, options);
      },
    ],
    { JWT_SECRET: TEST_SESSION_SECRET, ...env },
  );
  if (!provider) throw new Error('the payment provider was not made');
  return { app, provider, clock, authenticated };
}
export type StartedPayments = Awaited<ReturnType<typeof startPayments>>;

let shoppers = 0;
/** A signed-in shopper no other test of the run is. */
export function newShopper(): Session {
  shoppers += 1;
  return {
    userId: `user-${shoppers}-${Date.now()}`,
    role: 'customer',
    emailAddress: `shopper.${shoppers}@example.com`,
    staff: null,
  };
}

export function as(app: FastifyInstance, shopper: Session, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${app.sessions.sign(shopper)}` },
  };
}

/** A card as the sandbox card form sends it, good until 2030. */
export function cardBody(number: string, overrides: Record<string, unknown> = {}) {
  return { number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides };
}

/** Turns a card into a sandbox payment method through the card form's route. */
export async function sandboxCard(
  app: FastifyInstance,
  shopper: Session,
  number: string,
): Promise<{ id: string; brand: string; last4: string }> {
  const answer = await app.inject(
    as(app, shopper, {
      method: 'POST',
      url: '/api/payments/sandbox/payment-methods',
      payload: cardBody(number),
    }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

let orders = 0;
/** A charge for a fresh order of `shopper`'s, as the order saga asks for one. */
export function chargeFor(
  shopper: Session,
  paymentMethodId: string,
  overrides: Record<string, unknown> = {},
) {
  orders += 1;
  const orderId = `order-${orders}-${Date.now()}`;
  return {
    amountCents: 8_450,
    currency: 'cad' as const,
    paymentMethodId,
    shopperId: shopper.userId,
    customerId: null,
    saveCard: false,
    idempotencyKey: orderId,
    orderId,
    description: `Mise order ${orderId}`,
    returnUrl: 'http://shop.test/orders',
    ...overrides,
  };
}
