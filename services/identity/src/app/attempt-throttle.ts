import type { Database } from '@mise/platform';
import { HttpProblem } from '@mise/platform';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../domain/clock.js';
import {
  retryAfterSeconds,
  type ThrottlePolicy,
  tooManyAttemptsMessage,
} from '../domain/throttle.js';
import { clearThrottle, takeAttempt } from '../store/throttles.js';

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
  /** Forgets the key's attempts: the right password, or the owner proved who they are. */
  succeeded(key: string): Promise<void>;
  /**
   * Refused while waiting, else counted, in one step. For requests that each count, and for
   * password checks: counted before the check, so that racing guesses cannot all get in.
   */
  take(reply: FastifyReply, key: string): Promise<void>;
}

export function attemptThrottle(
  db: Database,
  policy: ThrottlePolicy,
  clock: Clock,
): AttemptThrottle {
  const refuse = (reply: FastifyReply, waitMs: number) => {
    if (waitMs === 0) return;
    const seconds = retryAfterSeconds(waitMs);
    // The error handler keeps headers already set on the reply.
    reply.header('retry-after', String(seconds));
    throw new HttpProblem(429, 'Too Many Requests', tooManyAttemptsMessage(seconds));
  };
  return {
    succeeded: (key) => clearThrottle(db, key),
    async take(reply, key) {
      refuse(reply, await takeAttempt(db, key, policy, clock()));
    },
  };
}
