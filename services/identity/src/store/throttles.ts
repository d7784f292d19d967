import type { Database, Queryable } from '@mise/platform';
import { eq, lt } from 'drizzle-orm';
import {
  afterFailure,
  type ThrottlePolicy,
  type ThrottleState,
  untouched,
} from '../domain/throttle.js';
import { attemptThrottles } from './schema.js';

/**
 * Throttle state lives in the database, not in memory, so that every replica of the service
 * counts the same attempts.
 */
export async function readThrottle(db: Queryable, key: string): Promise<ThrottleState> {
  const [row] = await db
    .select({
      failures: attemptThrottles.failures,
      blockedUntil: attemptThrottles.blockedUntil,
      lastFailureAt: attemptThrottles.lastFailureAt,
    })
    .from(attemptThrottles)
    .where(eq(attemptThrottles.key, key));
  return row ?? untouched;
}

/** Counts one more failure; concurrent ones for the same key are counted one after another. */
export async function recordFailure(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<ThrottleState> {
  return db.transaction(async (tx) => {
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
    const next = afterFailure(current ?? untouched, policy, now);
    await tx.update(attemptThrottles).set(next).where(eq(attemptThrottles.key, key));
    return next;
  });
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
