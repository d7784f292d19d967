import { type Logger, retryWithBackoff } from '@mise/platform';

const ATTEMPTS = 4;
const TIMEOUT_MS = 5_000;

/** The hook said no (4xx but 429): sending the same report again would not change its mind. */
class WebhookRefused extends Error {
  override name = 'WebhookRefused';
}

export interface ErrorWebhook {
  /** Sends one report; resolves whatever happens (failures are logged, never thrown). */
  send(report: Record<string, unknown>): Promise<void>;
}

/**
 * Posts each report as JSON to ERROR_WEBHOOK_URL, a few times with growing pauses while the
 * hook is down or answers 5xx/429. The shopper never waits for it: callers do not await it on
 * the request's path, and a report that still fails is only logged.
 */
export function errorWebhook(
  url: string,
  logger: Logger,
  policy = { firstDelayMs: 500, maxDelayMs: 8_000 },
): ErrorWebhook {
  const post = async (report: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      throw new WebhookRefused(`the error webhook refused the report: ${response.status}`);
    }
    if (!response.ok) throw new Error(`the error webhook answered ${response.status}`);
  };
  return {
    async send(report) {
      let attempts = 0;
      try {
        await retryWithBackoff(
          async () => {
            attempts += 1;
            await post(report);
          },
          {
            dependency: 'the error webhook (ERROR_WEBHOOK_URL)',
            logger,
            policy,
            // Down, busy, slow or unreachable are worth another try; a refusal is not.
            retriable: (error) => attempts < ATTEMPTS && !(error instanceof WebhookRefused),
          },
        );
      } catch (error) {
        logger.warn({ err: error, attempts }, 'a client error report did not reach the webhook');
      }
    },
  };
}
