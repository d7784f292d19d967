/**
 * Backoff for attempts that must not be repeated at will (guessing a password, asking for mail
 * to someone's address): a few attempts are free, then each one doubles the wait before the
 * next is heard, up to a cap. Pure: the caller brings the stored state and the time.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key quiet this long starts again from nothing. */
  forgetAfterMs: number;
}

export interface ThrottleState {
  failures: number;
  blockedUntil: Date | null;
  lastFailureAt: Date | null;
}

export const untouched: ThrottleState = { failures: 0, blockedUntil: null, lastFailureAt: null };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords for one e-mail. Remembered for a day, so that waiting out the cap does not
 * buy a fresh set of free guesses.
 */
export const passwordGuesses: ThrottlePolicy = {
  freeAttempts: 5,
  firstWaitMs: SECOND,
  maxWaitMs: 15 * MINUTE,
  forgetAfterMs: 24 * HOUR,
};

/**
 * Requests about one e-mail that every use of the shop makes now and then (looking the account
 * up, mailing a link): each counts, so forgotten after an hour, or a regular shopper would
 * slowly accumulate waits.
 */
export const addressRequests: ThrottlePolicy = { ...passwordGuesses, forgetAfterMs: HOUR };

/** Milliseconds before the next attempt is heard; 0 when it may go ahead now. */
export function waitLeftMs(state: ThrottleState, now: Date): number {
  if (!state.blockedUntil) return 0;
  return Math.max(0, state.blockedUntil.getTime() - now.getTime());
}

/** The state after one more failed (or counted) attempt at `now`. */
export function afterFailure(
  state: ThrottleState,
  policy: ThrottlePolicy,
  now: Date,
): ThrottleState {
  const forgotten =
    state.lastFailureAt !== null &&
    now.getTime() - state.lastFailureAt.getTime() >= policy.forgetAfterMs;
  const failures = (forgotten ? 0 : state.failures) + 1;
  const beyondFree = failures - policy.freeAttempts;
  if (beyondFree <= 0) return { failures, blockedUntil: null, lastFailureAt: now };
  // The exponent is capped so that a long siege cannot overflow it.
  const waitMs = Math.min(policy.firstWaitMs * 2 ** Math.min(beyondFree - 1, 30), policy.maxWaitMs);
  return { failures, blockedUntil: new Date(now.getTime() + waitMs), lastFailureAt: now };
}

/** What a refused attempt is told, in whole seconds rounded up. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / SECOND));
}

export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}
