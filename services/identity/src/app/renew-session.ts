import type { SessionAnswer } from '@mise/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UserRow } from '../store/users.js';
import { ownSessionOf, startRecordedSession } from './session-records.js';
import { userView } from './user-view.js';

/**
 * A new session for a user who is signed in already and just changed how they sign in: no
 * signed-in event, since no guest cart is waiting to follow them.
 */
export async function renewSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
): Promise<SessionAnswer> {
  const token = await startRecordedSession(app, reply, ownSessionOf(user));
  return { token, user: await userView(app.infra.database.db, user), accessedBy: null };
}
