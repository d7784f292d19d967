import { PAYMENT_SIGNATURE_HEADER, type paymentWebhookAnswer } from '@mise/contracts';
import { badRequest } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { settleFromProvider } from '../app/checkout/settle-from-provider.js';
import type { OrdersContext } from '../app/context.js';
import { WebhookSignatureError } from '../domain/payments/port.js';
import { recordWebhookEvent, webhookEventSeen } from '../store/webhook-events.js';

/**
 * POST /api/payments/webhook: the provider tells how a payment ended. The signature is checked
 * over the exact bytes sent, so this route alone keeps the body raw. An event applied once is
 * recorded by its id: delivered again, it has no second effect.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', async (request): Promise<z.infer<typeof paymentWebhookAnswer>> => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
    let event: ReturnType<typeof ctx.provider.parseWebhook>;
    try {
      event = ctx.provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      throw badRequest(error.message, [
        {
          field: PAYMENT_SIGNATURE_HEADER,
          rule: 'signature',
          message: `${PAYMENT_SIGNATURE_HEADER} ${error.message}`,
        },
      ]);
    }
    const { name } = ctx.provider;
    if (event.type !== 'ignored' && !(await webhookEventSeen(ctx.db, name, event.id))) {
      await settleFromProvider(ctx, { orderId: event.orderId, paymentId: event.paymentId });
      await recordWebhookEvent(ctx.db, name, event.id);
    }
    return { received: true };
  });
};
