import { CLIENT_ERROR_MAX_BYTES, type ClientErrorReport, clientErrorReport } from '@mise/contracts';
import { parseInput, traceIds } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ErrorWebhook } from './error-webhook.js';
import { scrubSecrets } from './scrub-secrets.js';

/** What is logged and forwarded of one report: the shop's words, scrubbed, and where it came from. */
export function reportToForward(report: ClientErrorReport, request: FastifyRequest) {
  const userAgent = request.headers['user-agent'] ?? '';
  return {
    ...(scrubSecrets(report) as ClientErrorReport),
    userAgent: userAgent.slice(0, 500),
    requestId: request.id,
    ...traceIds(),
    receivedAt: new Date().toISOString(),
  };
}

/**
 * POST /api/client-errors (spec document 2 §8 and the product decision): the shop's failed
 * calls and render errors, logged with this request's trace and forwarded to the webhook when
 * one is set. Always 202 once the report is read: the shopper never waits for the webhook,
 * and a crawler's reports are set aside unread (its errors are not a shopper's). isbot counts
 * headless browsers among the automated agents too: a test posing as a shopper sends a
 * browser's user agent.
 */
export async function clientErrorsRoute(app: FastifyInstance, webhook: ErrorWebhook | undefined) {
  app.post('/api/client-errors', { bodyLimit: CLIENT_ERROR_MAX_BYTES }, async (request, reply) => {
    reply.code(202);
    if (isbot(request.headers['user-agent'])) return { accepted: true };
    const report = reportToForward(parseInput(clientErrorReport, request.body, 'body'), request);
    request.log.warn({ clientError: report }, 'client error reported');
    // Not awaited: the webhook's retries take seconds the shopper's page should not wait.
    void webhook?.send(report);
    return { accepted: true };
  });
  if (!webhook) app.log.info('ERROR_WEBHOOK_URL is not set: client errors are only logged');
}
