import type { FastifyInstance } from 'fastify';
// From session.ts rather than session-types.ts: it also declares `app.sessions`.
import type { Session } from '../auth/session.js';

/**
 * Test support: the Authorization header of a caller signed in to `app` as `userId`: a customer
 * with an e-mail made from the id, unless `session` says otherwise.
 */
export function bearerFor(app: FastifyInstance, userId: string, session: Partial<Session> = {}) {
  const token = app.sessions.sign({
    userId,
    role: 'customer',
    emailAddress: `${userId}@example.com`,
    staff: null,
    ...session,
  });
  return { authorization: `Bearer ${token}` };
}
