import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mise/platform';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { type SessionEnd, sessions } from './schema.js';

/** Records a new session of the user; its id goes into the token. */
export async function recordSession(
  db: Queryable,
  userId: string,
  startedAt: Date,
  expiresAt: Date,
): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({ id, userId, startedAt, expiresAt });
  return id;
}

/** Whether the session is the user's, not ended and not expired. */
export async function isSessionLive(
  db: Queryable,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return live !== undefined;
}

/**
 * Ends the given sessions of the user, or all of them when `only` is null; answers the ids it
 * ended, for the services' caches.
 */
export async function endSessions(
  db: Queryable,
  userId: string,
  only: readonly string[] | null,
  because: SessionEnd,
  now: Date,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now, endedBecause: because })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        only ? inArray(sessions.id, [...only]) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Drops sessions whose tokens expired before `before`: no token can name them any more. */
export async function pruneSessions(db: Queryable, before: Date): Promise<number> {
  const pruned = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, before))
    .returning({ id: sessions.id });
  return pruned.length;
}
