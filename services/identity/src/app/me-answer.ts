import type { MeAnswer } from '@mise/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from './current-user.js';
import { userView } from './user-view.js';

/** The signed-in user, and the staff member at the keyboard when one acts as them. */
export async function meAnswer(app: FastifyInstance, request: FastifyRequest): Promise<MeAnswer> {
  const { session, user } = await currentUser(app, request);
  const accessedBy = session.staff
    ? { staffId: session.staff.staffId, emailAddress: session.staff.emailAddress }
    : null;
  return { user: await userView(app.infra.database.db, user), accessedBy };
}
