import type { SessionAnswer, UserSignedIn } from '@mise/contracts';
import { appendToOutbox } from '@mise/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userSignedInEvent } from '../events/publish/sign-in-events.js';
import { outbox } from '../store/schema.js';
import type { UserRow } from '../store/users.js';
import { refuseDisabledAccount } from './disabled-accounts.js';
import { ownSessionOf, startRecordedSession } from './session-records.js';
import { userView } from './user-view.js';

export interface SignIn {
  user: UserRow;
  method: UserSignedIn['method'];
  /** The guest this browser was: cart-pricing moves that cart to the user. */
  guestUserId: string | null;
}

/**
 * The one way a user becomes signed in: a session cookie (and token) for them, and the
 * signed-in event that carries the guest's cart over. Staff access to a customer account
 * has its own path (app/staff-access.ts): no cart moves there.
 */
export async function completeSignIn(
  app: FastifyInstance,
  reply: FastifyReply,
  { user, method, guestUserId }: SignIn,
  onEventsCommitted: () => void,
): Promise<SessionAnswer> {
  // Every sign-in path checks this first; this is the last guard before the session starts.
  refuseDisabledAccount(user);
  const { db } = app.infra.database;
  await appendToOutbox(db, outbox, [userSignedInEvent({ userId: user.id, method, guestUserId })]);
  onEventsCommitted();
  const token = await startRecordedSession(app, reply, ownSessionOf(user));
  return { token, user: await userView(db, user), accessedBy: null };
}
