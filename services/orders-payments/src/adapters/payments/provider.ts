import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../domain/payments/port.js';
import { ordersPaymentsSettings } from '../../settings.js';
import { StripeCardHolders } from '../../store/stripe-card-holders.js';
import { SandboxPaymentProvider } from './sandbox.js';
import { StripePaymentProvider, stripeClient } from './stripe.js';

/**
 * The card provider this process uses: Stripe when its keys are configured (at the API of
 * STRIPE_API_URL when set, such as stripe-mock), else the sandbox, which never charges anyone.
 * Says which at boot.
 */
export function createPaymentProvider(
  app: FastifyInstance,
  options: { now?: () => Date } = {},
): PaymentProvider {
  const { config, database, logger } = app.infra;
  const stripe = ordersPaymentsSettings.from(config);
  const log = logger.child({ component: 'payments' });
  if (stripe.STRIPE_SECRET_KEY && stripe.STRIPE_PUBLISHABLE_KEY && stripe.STRIPE_WEBHOOK_SECRET) {
    const apiUrl = stripe.STRIPE_API_URL;
    log.info(
      { provider: 'stripe', apiUrl: apiUrl ?? 'https://api.stripe.com' },
      'payments: Stripe',
    );
    return new StripePaymentProvider(
      stripeClient({ secretKey: stripe.STRIPE_SECRET_KEY, apiUrl }),
      {
        publishableKey: stripe.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      },
      new StripeCardHolders(database.db, options.now),
    );
  }
  log.warn(
    { provider: 'sandbox' },
    "payments: the sandbox (no STRIPE_SECRET_KEY): Stripe's test cards only, nobody is ever charged",
  );
  return new SandboxPaymentProvider(database.db, log, options.now);
}
