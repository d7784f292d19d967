import { SESSION_LIFETIME_SECONDS, type Session } from '@mise/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionEnd } from '../store/schema.js';
import { endSessions, recordSession } from '../store/sessions.js';
import type { UserRow } from '../store/users.js';

/** The session of a user signing in as themselves. */
export const ownSessionOf = (user: UserRow): Omit<Session, 'sessionId'> => ({
  userId: user.id,
  role: user.role,
  emailAddress: user.emailAddress,
  ...(user.staffRole ? { staffRole: user.staffRole } : {}),
  staff: null,
});

/**
 * The one way identity starts a session: recorded first, so that it can be ended later. Its
 * record runs on the real clock, as its token's expiry does, whatever clock the service has.
 */
export async function startRecordedSession(
  app: FastifyInstance,
  reply: FastifyReply,
  session: Omit<Session, 'sessionId'>,
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
): Promise<string> {
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + lifetimeSeconds * 1_000);
  const sessionId = await recordSession(
    app.infra.database.db,
    session.userId,
    startedAt,
    expiresAt,
  );
  return app.sessions.start(reply, { ...session, sessionId }, lifetimeSeconds);
}

/**
 * Ends the user's sessions (the given ones, or all with null) and tells this process's session
 * check at once; other processes learn it when their trust in the session's last answer runs
 * out (LIVE_SESSION_TRUST_MS).
 */
export async function endRecordedSessions(
  app: FastifyInstance,
  userId: string,
  only: readonly string[] | null,
  because: SessionEnd,
): Promise<void> {
  const ended = await endSessions(app.infra.database.db, userId, only, because, new Date());
  app.sessions.ended(ended);
}
