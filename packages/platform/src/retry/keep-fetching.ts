import { retryWithBackoff } from './backoff.js';

// A neighbour that stays away long is asked less often, but at least twice a minute.
const NEIGHBOUR_BACKOFF = { firstDelayMs: 250, maxDelayMs: 30_000 };

export interface KeepFetching {
  /** Fetches until a fetch succeeds or the fetching is stopped, waiting longer after each failure. */
  run(): Promise<void>;
  /** Ends a run still retrying, at once. */
  stop(): void;
}

/**
 * The first fetch of a copy of another service's data that a service keeps in memory
 * (ARCHITECTURE: local read models). The other service may not answer yet, since it starts
 * beside this one or is restarting, so it is asked again, with backoff, until it does.
 * Whatever it answers counts as weather: a refusal or an odd answer may end with its next
 * deploy, and the copy's readiness check says meanwhile that it is missing.
 */
export function keepFetching(
  what: string,
  fetchOnce: () => Promise<void>,
  logger: { warn(fields: object, message: string): void },
): KeepFetching {
  const stopping = new AbortController();
  return {
    async run() {
      try {
        await retryWithBackoff(fetchOnce, {
          dependency: what,
          logger,
          policy: NEIGHBOUR_BACKOFF,
          retriable: () => true,
          signal: stopping.signal,
        });
      } catch (error) {
        if (!stopping.signal.aborted) throw error;
      }
    },
    stop() {
      stopping.abort();
    },
  };
}
