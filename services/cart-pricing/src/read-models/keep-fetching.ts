import type { Logger } from '@mise/platform';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 30_000;

export interface KeepFetching {
  /** Fetches until a fetch succeeds or the fetching is stopped, waiting longer after each failure. */
  run(): Promise<void>;
  /** Ends a run still retrying, at once. */
  stop(): void;
}

/**
 * The first fetch of a copy of another service's data that cart-pricing keeps in memory
 * (ARCHITECTURE: local read models). The other service may not answer yet, since it starts
 * beside this one or is restarting, so it is asked again, with backoff, until it does.
 */
export function keepFetching(
  what: string,
  fetchOnce: () => Promise<void>,
  logger: Logger,
): KeepFetching {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    async run() {
      for (let attempt = 1; !stopped; attempt++) {
        try {
          await fetchOnce();
          return;
        } catch (error) {
          const delay = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
          logger.warn({ err: error, attempt, retryInMs: delay }, `${what} not loaded yet`);
          if (!stopped) await pause(delay);
        }
      }
    },
    stop() {
      stopped = true;
      wake?.();
    },
  };
}
