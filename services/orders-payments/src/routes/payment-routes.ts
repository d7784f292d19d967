import type { FastifyPluginAsync } from 'fastify';
import { SandboxPaymentProvider } from '../adapters/payments/sandbox.js';
import type { PaymentProvider } from '../domain/payments/port.js';
import { paymentConfigRoutes } from './payment-config.js';
import { type SandboxCardRoutesOptions, sandboxCardRoutes } from './sandbox-cards.js';
import { savedCardRoutes } from './saved-cards.js';

export interface PaymentRoutesOptions {
  provider: PaymentProvider;
  now?: () => Date;
  /** See SandboxCardRoutesOptions; only the sandbox has its own 3-D Secure page. */
  onSandboxAuthenticated?: SandboxCardRoutesOptions['onAuthenticated'];
}

/**
 * Every payment route, at its full path: the card form's configuration, saved cards, and the
 * sandbox's stand-ins for Stripe.js when the provider is the sandbox.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, options) => {
  const { provider, now, onSandboxAuthenticated } = options;
  await app.register(paymentConfigRoutes, { provider });
  await app.register(savedCardRoutes, { provider, ...(now && { now }) });
  if (provider instanceof SandboxPaymentProvider) {
    await app.register(sandboxCardRoutes, {
      sandbox: provider,
      ...(onSandboxAuthenticated && { onAuthenticated: onSandboxAuthenticated }),
    });
  }
};
