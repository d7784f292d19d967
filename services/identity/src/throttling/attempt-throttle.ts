import type { Database } from '@mise/platform';
import { HttpProblem } from '@mise/platform';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../domain/clock.js';
import {
  retryAfterSeconds,
  type ThrottlePolicy,
  tooManyAttemptsMessage,
  waitLeftMs,
} from '../domain/throttle.js';
import { clearThrottle, readThrottle, recordFailure } from '../store/throttles.js';

/**
 * What is throttled, per e-mail. Every check of a password against an account shares one key
 * (login, staff access, change password): otherwise each would be a fresh set of guesses.
 */
export const throttleKeys = {
  passwordGuesses: (emailAddress: string) => `password:${emailAddress}`,
  accountLookups: (emailAddress: string) => `lookup:${emailAddress}`,
  passwordMails: (emailAddress: string) => `password-mail:${emailAddress}`,
  verificationMails: (emailAddress: string) => `verification-mail:${emailAddress}`,
};

export interface AttemptThrottle {
  /** Refuses with 429 and Retry-After while the key waits out its backoff. */
  assertOpen(reply: FastifyReply, key: string): Promise<void>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
  /** For requests that each count, whatever comes of them: refused while waiting, else counted. */
  take(reply: FastifyReply, key: string): Promise<void>;
}

export function attemptThrottle(
  db: Database,
  policy: ThrottlePolicy,
  clock: Clock,
): AttemptThrottle {
  const assertOpen = async (reply: FastifyReply, key: string) => {
    const waitMs = waitLeftMs(await readThrottle(db, key), clock());
    if (waitMs === 0) return;
    const seconds = retryAfterSeconds(waitMs);
    // The error handler keeps headers already set on the reply.
    reply.header('retry-after', String(seconds));
    throw new HttpProblem(429, 'Too Many Requests', tooManyAttemptsMessage(seconds));
  };
  const failed = async (key: string) => {
    await recordFailure(db, key, policy, clock());
  };
  return {
    assertOpen,
    failed,
    succeeded: (key) => clearThrottle(db, key),
    async take(reply, key) {
      await assertOpen(reply, key);
      await failed(key);
    },
  };
}
