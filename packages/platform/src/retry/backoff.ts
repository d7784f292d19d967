import { setTimeout as sleep } from 'node:timers/promises';
import { failureMessage, isRetriable } from './retriable.js';

/** How long to wait between attempts: doubling from the first delay, never past the cap. */
export interface BackoffPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** For dependencies a process waits on at start (databases, brokers, neighbours). */
export const dependencyBackoff: BackoffPolicy = { firstDelayMs: 250, maxDelayMs: 10_000 };

/**
 * The pause after the n-th failed attempt (n from 1): a random point in the upper half
 * of the capped exponential step. The jitter spreads processes that failed together
 * (every service after a broker restart) so they do not all knock again at once; the
 * lower half is left out so that the wait still grows with each failure.
 */
export function backoffDelayMs(
  policy: BackoffPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const step = Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  return Math.round(step / 2 + (step / 2) * random());
}

/** What a caller learns of each failed attempt, e.g. to show it at /api/readyz. */
export interface FailedAttempt {
  dependency: string;
  attempt: number;
  error: unknown;
  retryInMs: number;
}

export interface RetryOptions {
  /** What is waited for, with the setting that names it: "PostgreSQL (DATABASE_URL)". */
  dependency: string;
  logger: { warn(fields: object, message: string): void };
  policy?: BackoffPolicy;
  /** Which failures are worth another attempt; the rest end the retrying at once. */
  retriable?: (error: unknown) => boolean;
  /** Ends the retrying: the call rejects with the signal's reason. */
  signal?: AbortSignal;
  onFailedAttempt?: (failure: FailedAttempt) => void;
  random?: () => number;
}

/** A failure retrying cannot mend, naming the dependency it came from. */
export class DependencyFailed extends Error {
  override name = 'DependencyFailed';
  constructor(
    readonly dependency: string,
    cause: unknown,
  ) {
    super(`${dependency}: ${failureMessage(cause)}`, { cause });
  }
}

/**
 * Runs `attempt` until it succeeds, pausing with capped, jittered exponential backoff
 * after each retriable failure and logging one line per failure. A failure that is not
 * retriable is thrown at once as DependencyFailed.
 */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const { dependency, logger, signal } = options;
  const policy = options.policy ?? dependencyBackoff;
  const retriable = options.retriable ?? isRetriable;
  for (let attempts = 1; ; attempts++) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      signal?.throwIfAborted();
      // A failure already traced to a dependency further in keeps its name.
      if (error instanceof DependencyFailed) throw error;
      if (!retriable(error)) throw new DependencyFailed(dependency, error);
      const retryInMs = backoffDelayMs(policy, attempts, options.random);
      logger.warn(
        { dependency, attempt: attempts, retryInMs, err: failureMessage(error) },
        `waiting for ${dependency}`,
      );
      options.onFailedAttempt?.({ dependency, attempt: attempts, error, retryInMs });
      // Node rejects an aborted sleep with its own AbortError: the caller's reason is thrown instead.
      await sleep(retryInMs, undefined, { signal }).catch(() => signal?.throwIfAborted());
    }
  }
}
