import { requireSession, type Session, unauthorized } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUserById, type UserRow } from '../store/users.js';

export const accountGone = () =>
  unauthorized('Your account no longer exists. Please sign in again.');

/**
 * The signed-in user as stored now. A token stays valid for its two days whatever happens to
 * the account: one whose account has gone since gets a 401, as a guest would.
 */
export async function currentUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ session: Session; user: UserRow }> {
  const session = requireSession(request);
  const user = await findUserById(app.infra.database.db, session.userId);
  if (!user) throw accountGone();
  return { session, user };
}
