import type { paymentConfigAnswer } from '@mise/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { PaymentProvider } from '../domain/payments/port.js';

/** GET /api/payments/config: which card form the shop shows (Stripe Elements or the sandbox's). */
export const paymentConfigRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/api/payments/config',
    async (): Promise<z.infer<typeof paymentConfigAnswer>> => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
    }),
  );
};
