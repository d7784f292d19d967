import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DependencyFailed, retryWithBackoff } from './backoff.js';

const policies = fc
  .record({
    firstDelayMs: fc.integer({ min: 1, max: 5_000 }),
    factor: fc.integer({ min: 1, max: 100 }),
  })
  .map(({ firstDelayMs, factor }) => ({ firstDelayMs, maxDelayMs: firstDelayMs * factor }));
const randoms = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('backoffDelayMs', () => {
  it('stays within the upper half of the doubled step, and never past the cap', () => {
    fc.assert(
      fc.property(
        policies,
        fc.integer({ min: 1, max: 200 }),
        randoms,
        (policy, attempt, random) => {
          const step = Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
          const delay = backoffDelayMs(policy, attempt, () => random);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(step / 2));
          expect(delay).toBeLessThanOrEqual(Math.min(step, policy.maxDelayMs));
        },
      ),
    );
  });

  it('grows: the shortest wait after a failure is never below the longest wait two failures before, until the cap', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 1, max: 60 }), (policy, attempt) => {
        const longestBefore = backoffDelayMs(policy, attempt, () => 0.999_999);
        const shortestAfter = backoffDelayMs(policy, attempt + 2, () => 0);
        expect(shortestAfter).toBeGreaterThanOrEqual(
          Math.min(longestBefore, Math.floor(policy.maxDelayMs / 2)),
        );
      }),
    );
  });

  it('is jittered: two processes failing together do not wait alike', () => {
    const policy = { firstDelayMs: 1_000, maxDelayMs: 10_000 };
    expect(backoffDelayMs(policy, 3, () => 0)).not.toBe(backoffDelayMs(policy, 3, () => 0.9));
  });
});

const quiet = { warn: () => {} };
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const instantly = { firstDelayMs: 1, maxDelayMs: 2 };

describe('retryWithBackoff', () => {
  it('tries again after retriable failures, logging one line per failed attempt, until it succeeds', async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    let calls = 0;
    const answer = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 4) throw refused();
        return 'connected';
      },
      {
        dependency: 'PostgreSQL (DATABASE_URL)',
        logger: {
          warn: (fields, message) =>
            lines.push({ fields: fields as Record<string, unknown>, message }),
        },
        policy: instantly,
      },
    );
    expect(answer).toBe('connected');
    expect(calls).toBe(4);
    expect(lines.map(({ fields }) => fields.attempt)).toEqual([1, 2, 3]);
    expect(lines.every(({ message }) => message === 'waiting for PostgreSQL (DATABASE_URL)')).toBe(
      true,
    );
  });

  it('gives up at once on a failure that is not retriable, naming the dependency', async () => {
    let calls = 0;
    const failing = retryWithBackoff(
      async () => {
        calls += 1;
        throw Object.assign(new Error('password authentication failed for user "mise"'), {
          code: '28P01',
        });
      },
      { dependency: 'PostgreSQL (DATABASE_URL)', logger: quiet, policy: instantly },
    );
    await expect(failing).rejects.toBeInstanceOf(DependencyFailed);
    await expect(failing).rejects.toThrow(
      'PostgreSQL (DATABASE_URL): password authentication failed for user "mise"',
    );
    expect(calls).toBe(1);
  });

  it('keeps the name of the dependency a failure was traced to further in', async () => {
    const starting = retryWithBackoff(
      () =>
        retryWithBackoff(
          async () => {
            throw Object.assign(new Error('database "nope" does not exist'), { code: '3D000' });
          },
          { dependency: 'PostgreSQL (DATABASE_URL)', logger: quiet, policy: instantly },
        ),
      { dependency: 'the start of share-url', logger: quiet, policy: instantly },
    );
    await expect(starting).rejects.toThrow(
      /^PostgreSQL \(DATABASE_URL\): database "nope" does not exist$/,
    );
  });

  it('waits the backoff it announces between attempts', async () => {
    const announced: number[] = [];
    const started: number[] = [];
    await retryWithBackoff(
      async () => {
        started.push(performance.now());
        if (started.length < 3) throw refused();
      },
      {
        dependency: 'Redis (REDIS_URL)',
        logger: quiet,
        policy: { firstDelayMs: 20, maxDelayMs: 40 },
        onFailedAttempt: ({ retryInMs }) => announced.push(retryInMs),
      },
    );
    expect(announced).toHaveLength(2);
    const gaps = started.slice(1).map((at, index) => at - (started[index] ?? at));
    // Timers may fire up to a millisecond early.
    for (const [index, gap] of gaps.entries()) {
      expect(gap).toBeGreaterThanOrEqual((announced[index] ?? Infinity) - 1);
    }
  });

  it('stops retrying when told to', async () => {
    const stop = new AbortController();
    const retrying = retryWithBackoff(
      async () => {
        throw refused();
      },
      {
        dependency: 'Kafka (KAFKA_BROKERS)',
        logger: quiet,
        policy: { firstDelayMs: 60_000, maxDelayMs: 60_000 },
        signal: stop.signal,
        onFailedAttempt: () => stop.abort(new Error('closing')),
      },
    );
    await expect(retrying).rejects.toThrow('closing');
  });
});
