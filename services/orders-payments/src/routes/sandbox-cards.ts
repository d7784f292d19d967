import {
  type sandboxAuthenticationAnswer,
  sandboxAuthenticationBody,
  sandboxCardBody,
  type sandboxPaymentMethodAnswer,
  sandboxPaymentParams,
} from '@mise/contracts';
import { notFound, parseInput, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type {
  AuthenticatedSandboxPayment,
  SandboxPaymentProvider,
} from '../adapters/payments/sandbox.js';
import { answeringPaymentProblems } from './payment-problems.js';

export interface SandboxCardRoutesOptions {
  sandbox: SandboxPaymentProvider;
  /**
   * Told when a shopper has authenticated a payment, as Stripe's webhook would tell: settle the
   * order here. Told again if the shopper sends the page again, so it must be idempotent.
   */
  onAuthenticated?: (payment: AuthenticatedSandboxPayment) => Promise<void>;
}

/**
 * What Stripe.js does in the browser, for the sandbox (registered only with it): turning the
 * card form into a payment method, and the 3-D Secure page. Test mode: no card is charged.
 */
export const sandboxCardRoutes: FastifyPluginAsync<SandboxCardRoutesOptions> = async (
  app,
  { sandbox, onAuthenticated },
) => {
  app.post(
    '/api/payments/sandbox/payment-methods',
    async (request, reply): Promise<z.infer<typeof sandboxPaymentMethodAnswer>> => {
      const session = requireSession(request);
      const card = parseInput(sandboxCardBody, request.body, 'body');
      const created = await answeringPaymentProblems(() =>
        sandbox.createCardPaymentMethod(card, session.userId),
      );
      reply.code(201);
      return created;
    },
  );

  app.post(
    '/api/payments/sandbox/authenticate/:paymentId',
    async (request): Promise<z.infer<typeof sandboxAuthenticationAnswer>> => {
      const session = requireSession(request);
      const { paymentId } = parseInput(sandboxPaymentParams, request.params, 'params');
      const { outcome } = parseInput(sandboxAuthenticationBody, request.body, 'body');
      const authenticated = await sandbox.authenticate(paymentId, outcome, session.userId);
      if (!authenticated) throw notFound(`No payment of yours has the id ${paymentId}.`);
      await onAuthenticated?.(authenticated);
      const { outcome: ended, orderId } = authenticated;
      return {
        provider: sandbox.name,
        paymentId,
        orderId,
        status: ended.status,
        failureMessage: ended.status === 'failed' ? ended.message : null,
      };
    },
  );
};
