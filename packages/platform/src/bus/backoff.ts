import { EventContractBroken } from './event-data.js';
import type { RetryPolicy } from './port.js';

/**
 * Whether a failed delivery is the last one: its attempts are used up, or the event's data
 * breaks its contract (eventData threw). Such an event breaks it at every delivery, and
 * retrying would only hold up its subject. Any other error, a zod one included (say, from
 * checking another service's answer), may pass and is retried.
 */
export function isLastAttempt(policy: RetryPolicy, attempt: number, error: unknown): boolean {
  return attempt >= policy.attempts || error instanceof EventContractBroken;
}

/** How long to wait before delivering again after the n-th failed attempt. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
}

/**
 * Pauses that can all be cut short at once: a closing bus must not wait out
 * the backoff of retries it is abandoning.
 */
export function interruptiblePauses() {
  const sleepers = new Set<() => void>();
  return {
    pause(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        sleepers.add(wake);
      });
    },
    wakeAll(): void {
      for (const wake of [...sleepers]) wake();
    },
  };
}
