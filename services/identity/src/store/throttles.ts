import type { Database, Queryable, Transaction } from '@mise/platform';
import { eq, lt } from 'drizzle-orm';
import {
  afterFailure,
  type ThrottlePolicy,
  type ThrottleState,
  untouched,
  waitLeftMs,
} from '../domain/throttle.js';
import { attemptThrottles } from './schema.js';

/**
 * Counts one more attempt unless the key is waiting out its backoff, in one locked step, so
 * that requests racing each other cannot all pass before any of them is counted. Answers how
 * long is left to wait: 0 when the attempt was counted and may go ahead. The state lives in
 * the database, not in memory, so that every replica of the service counts the same attempts.
 */
export async function takeAttempt(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await lockedThrottle(tx, key);
    const waitMs = waitLeftMs(current, now);
    if (waitMs > 0) return waitMs;
    await tx
      .update(attemptThrottles)
      .set(afterFailure(current, policy, now))
      .where(eq(attemptThrottles.key, key));
    return 0;
  });
}

async function lockedThrottle(tx: Transaction, key: string): Promise<ThrottleState> {
  await tx.insert(attemptThrottles).values({ key }).onConflictDoNothing();
  const [current] = await tx
    .select({
      failures: attemptThrottles.failures,
      blockedUntil: attemptThrottles.blockedUntil,
      lastFailureAt: attemptThrottles.lastFailureAt,
    })
    .from(attemptThrottles)
    .where(eq(attemptThrottles.key, key))
    .for('update');
  return current ?? untouched;
}

export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await db.delete(attemptThrottles).where(eq(attemptThrottles.key, key));
}

/** Drops keys whose last failure is older than `before`: every policy has forgotten them. */
export async function pruneThrottles(db: Queryable, before: Date): Promise<number> {
  const pruned = await db
    .delete(attemptThrottles)
    .where(lt(attemptThrottles.lastFailureAt, before))
    .returning({ key: attemptThrottles.key });
  return pruned.length;
}
