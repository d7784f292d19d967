import { describe, expect, it } from 'vitest';
import {
  addressRequests,
  afterFailure,
  passwordGuesses,
  retryAfterSeconds,
  type ThrottleState,
  tooManyAttemptsMessage,
  untouched,
  waitLeftMs,
} from './throttle.js';

const start = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

/** `count` failures, each made as soon as the previous wait allowed. */
function failuresInARow(count: number): { state: ThrottleState; waitsMs: number[] } {
  let state = untouched;
  let now = start;
  const waitsMs: number[] = [];
  for (let i = 0; i < count; i++) {
    now = new Date(now.getTime() + waitLeftMs(state, now));
    state = afterFailure(state, passwordGuesses, now);
    waitsMs.push(waitLeftMs(state, now));
  }
  return { state, waitsMs };
}

describe('the password-guess throttle', () => {
  it('lets five failures go, then doubles the wait from 1 s up to 15 minutes', () => {
    const { waitsMs } = failuresInARow(20);
    expect(waitsMs.map((ms) => ms / 1_000)).toEqual([
      0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900,
    ]);
  });

  it('keeps refusing until the wait is over, counting down', () => {
    const { state } = failuresInARow(7);
    const blockedAt = state.lastFailureAt as Date;
    expect(waitLeftMs(state, blockedAt)).toBe(2_000);
    expect(waitLeftMs(state, at(-1))).toBeGreaterThan(0);
    expect(waitLeftMs(state, new Date(blockedAt.getTime() + 1_500))).toBe(500);
    expect(waitLeftMs(state, new Date(blockedAt.getTime() + 2_000))).toBe(0);
  });

  it('forgets failures after a quiet day, not before', () => {
    const { state } = failuresInARow(8);
    const last = (state.lastFailureAt as Date).getTime();
    const nextDay = afterFailure(state, passwordGuesses, new Date(last + 24 * 60 * MINUTE));
    expect(nextDay).toMatchObject({ failures: 1, blockedUntil: null });
    const sameDay = afterFailure(state, passwordGuesses, new Date(last + 23 * 60 * MINUTE));
    expect(sameDay.failures).toBe(9);
    expect(sameDay.blockedUntil).not.toBeNull();
  });

  it('does not overflow after a very long siege', () => {
    const siege: ThrottleState = { failures: 5_000, blockedUntil: null, lastFailureAt: start };
    const next = afterFailure(siege, passwordGuesses, at(MINUTE));
    expect(waitLeftMs(next, at(MINUTE))).toBe(15 * MINUTE);
  });
});

describe('the address-request throttle', () => {
  it('forgets after an hour, so that a regular shopper never builds up a wait', () => {
    let state = untouched;
    for (let i = 0; i < 5; i++) state = afterFailure(state, addressRequests, at(i * MINUTE));
    expect(afterFailure(state, addressRequests, at(65 * MINUTE))).toMatchObject({ failures: 1 });
    expect(afterFailure(state, addressRequests, at(30 * MINUTE)).blockedUntil).toEqual(
      at(30 * MINUTE + 1_000),
    );
  });
});

describe('what a refused attempt is told', () => {
  it('rounds the wait up to whole seconds, at least one', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1_000)).toBe(1);
    expect(retryAfterSeconds(1_001)).toBe(2);
    expect(retryAfterSeconds(900_000)).toBe(900);
  });

  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(16)).toBe('Too many attempts. Try again in 16 seconds.');
  });
});
