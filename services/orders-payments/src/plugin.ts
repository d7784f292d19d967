import { fileURLToPath } from 'node:url';
import { INFRASTRUCTURE_PLUGIN, runOutboxRelay, type ServiceDefinition } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from './adapters/payments/provider.js';
import { settleFromProvider } from './app/checkout/settle-from-provider.js';
import type { OrdersContext } from './app/context.js';
import { neighbours } from './app/neighbours.js';
import { type Clock, systemClock } from './domain/clock.js';
import type { PaymentProvider } from './domain/payments/port.js';
import { followIdentityEvents } from './events/consume/identity-events.js';
import { scheduleRecovery } from './jobs/recovery.js';
import { accountDataRoutes, openOrderRoutes } from './routes/account-data.js';
import { adminOrderRoutes } from './routes/admin-orders.js';
import { adminPaymentMethodRoutes } from './routes/admin-payment-methods.js';
import { orderRoutes } from './routes/orders.js';
import { paymentRoutes } from './routes/payment-routes.js';
import { paymentWebhookRoutes } from './routes/payment-webhook.js';
import { userOrderRoutes } from './routes/user-orders.js';
import { ordersPaymentsSettings } from './settings.js';
import { outbox, processedEvents } from './store/schema.js';

export { ordersPaymentsSettings } from './settings.js';

const ORDERS_ACCOUNT_DATA = '/api/users/orders/account-data';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface OrdersPaymentsOptions {
  /** The service's "now" for deadlines and sweeps; tests pass one they can move. */
  clock?: Clock;
  /**
   * How the fault hook FAULT_EXIT_AFTER_PAYMENT ends the process: `process.exit(137)`, as a
   * kill would. Tests pass one that throws, to stop the request where the process would die.
   */
  exit?: (code: number) => never;
}

/**
 * The orders-payments service: the checkout saga, orders and their history, card payments
 * behind the payment port (Stripe or the sandbox), the staff's order console, and the sweep
 * that settles what a crash or an outage left half done.
 */
const ordersPaymentsPlugin: FastifyPluginAsync<OrdersPaymentsOptions> = async (app, options) => {
  const { clock = systemClock, exit = (code: number) => process.exit(code) } = options;
  const { config, database, logger } = app.infra;
  await database.migrate({ schema: 'orders_payments', migrationsFolder });
  const relay = runOutboxRelay(app, 'orders-payments', { outbox, processedEvents });
  const shopOrigin = config.PUBLIC_ORIGINS[0];
  if (!shopOrigin) throw new Error('PUBLIC_ORIGINS must name the shop for 3-D Secure returns');

  const provider: PaymentProvider = createPaymentProvider(app, { now: clock });
  const ctx: OrdersContext = {
    db: database.db,
    provider,
    neighbours: neighbours(app),
    clock,
    logger: logger.child({ component: 'orders' }),
    onEventsCommitted: () => relay.nudge(),
    shopOrigin,
    exitAfterPayment: ordersPaymentsSettings.from(config).FAULT_EXIT_AFTER_PAYMENT
      ? () => exit(137)
      : null,
  };
  scheduleRecovery(app, ctx);
  await followIdentityEvents(app, ctx);

  await app.register(orderRoutes, { prefix: '/api/orders', ctx });
  await app.register(userOrderRoutes, { prefix: '/api/users/orders', ctx });
  await app.register(accountDataRoutes, { prefix: ORDERS_ACCOUNT_DATA, ctx });
  await app.register(openOrderRoutes, { prefix: '/api/internal/orders/open', ctx });
  await app.register(adminOrderRoutes, { prefix: '/api/admin/orders', ctx });
  await app.register(adminPaymentMethodRoutes, { prefix: '/api/admin/payment-methods', provider });
  await app.register(paymentWebhookRoutes, { prefix: '/api/payments', ctx });
  await app.register(paymentRoutes, {
    provider,
    now: clock,
    onSandboxAuthenticated: ({ orderId, outcome }) =>
      settleFromProvider(ctx, { orderId, paymentId: outcome.paymentId }),
  });
};

export const ordersPaymentsService = fp(ordersPaymentsPlugin, {
  name: 'orders-payments',
  dependencies: [INFRASTRUCTURE_PLUGIN],
  encapsulate: true,
});

export const ordersPayments: ServiceDefinition = {
  name: 'orders-payments',
  plugin: ordersPaymentsService,
  settings: ordersPaymentsSettings,
  paths: [
    '/api/orders',
    '/api/users/orders',
    '/api/users/payment-methods',
    '/api/users/payments',
    '/api/payments',
    '/api/admin/orders',
    '/api/admin/payment-methods',
    '/api/internal/orders',
  ],
  accountData: ORDERS_ACCOUNT_DATA,
};
