import type { Queryable } from '@mise/platform';
import { asc, eq, inArray } from 'drizzle-orm';
import { attemptThrottles, recipeFavourites, sessions, socialLogins, users } from './schema.js';

/**
 * Everything identity keeps about one user that they may see: profile, addresses, preferences,
 * favourites, when their sessions ran and which outside accounts sign them in. Never the
 * password's hash, a session's id or a mailed code.
 */
export async function accountData(db: Queryable, userId: string) {
  const [[user], favourites, sessionTimes, links] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({ recipeId: recipeFavourites.recipeId, addedAt: recipeFavourites.createdAt })
      .from(recipeFavourites)
      .where(eq(recipeFavourites.userId, userId))
      .orderBy(asc(recipeFavourites.createdAt)),
    db
      .select({
        startedAt: sessions.startedAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
        endedBecause: sessions.endedBecause,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.startedAt)),
    db
      .select({ provider: socialLogins.provider, linkedAt: socialLogins.createdAt })
      .from(socialLogins)
      .where(eq(socialLogins.userId, userId)),
  ]);
  if (!user) return undefined;
  const { passwordHash, ...profile } = user;
  return {
    profile: { ...profile, hasPassword: passwordHash !== null },
    favourites,
    sessions: sessionTimes,
    socialLogins: links,
  };
}

/**
 * Deletes the account; its sessions, outside accounts, mailed codes and favourites go with it
 * (their rows cascade). The throttles kept under its e-mail address go too. Answers the ids
 * of the sessions that were live, for the services' session checks.
 */
export async function deleteAccountRows(
  tx: Queryable,
  user: { id: string; emailAddress: string },
  throttleKeys: readonly string[],
): Promise<string[]> {
  const live = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  await tx.delete(users).where(eq(users.id, user.id));
  await tx.delete(attemptThrottles).where(inArray(attemptThrottles.key, [...throttleKeys]));
  return live.map((row) => row.id);
}
