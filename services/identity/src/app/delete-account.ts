import { type DeleteAccountBody, openOrdersAnswer } from '@mise/contracts';
import {
  appendToOutbox,
  badRequest,
  HttpProblem,
  type Session,
  serviceCaller,
} from '@mise/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PasswordHashing } from '../domain/passwords.js';
import { userDeletedEvent } from '../events/publish/account-deleted.js';
import { deleteAccountRows } from '../store/account-data.js';
import { outbox } from '../store/schema.js';
import type { UserRow } from '../store/users.js';
import { type AttemptThrottle, throttleKeys } from './attempt-throttle.js';

export interface AccountDeletion {
  passwords: PasswordHashing;
  guesses: AttemptThrottle;
  onEventsCommitted: () => void;
}

/**
 * Deletes a shopper's own account (/settings): they prove who they are, no order of theirs may
 * still be waiting to be paid or delivered, and then the account, its sessions and the event
 * asking every service to forget them go in one transaction. Staff accounts, and staff acting
 * as a customer, cannot delete an account this way.
 */
export async function deleteAccount(
  app: FastifyInstance,
  reply: FastifyReply,
  { session, user }: { session: Session; user: UserRow },
  proof: DeleteAccountBody,
  deletion: AccountDeletion,
): Promise<void> {
  if (session.staff) {
    throw new HttpProblem(403, 'Forbidden', 'Only the customer can delete their own account.');
  }
  if (user.role !== 'customer') {
    throw new HttpProblem(403, 'Forbidden', 'A staff account cannot be deleted from the shop.');
  }
  await checkProof(reply, user, proof, deletion);
  await refuseWhileOrdersAreOpen(app, session);
  const ended = await app.infra.database.db.transaction(async (tx) => {
    const sessionIds = await deleteAccountRows(
      tx,
      user,
      Object.values(throttleKeys).map((key) => key(user.emailAddress)),
    );
    await appendToOutbox(tx, outbox, [userDeletedEvent(user)]);
    return sessionIds;
  });
  app.sessions.ended(ended);
  deletion.onEventsCommitted();
}

/** The password for an account that has one; the account's e-mail, typed, for one that has not. */
async function checkProof(
  reply: FastifyReply,
  user: UserRow,
  proof: DeleteAccountBody,
  { passwords, guesses }: AccountDeletion,
): Promise<void> {
  if (user.passwordHash === null) {
    if (proof.emailAddress?.trim().toLowerCase() !== user.emailAddress) {
      throw badRequest('Type the e-mail address of your account to confirm.', [
        {
          field: 'emailAddress',
          rule: 'matches-account',
          message: 'emailAddress must be the e-mail address of your account',
        },
      ]);
    }
    return;
  }
  if (proof.password === undefined) {
    throw badRequest('Enter your password to confirm.', [
      { field: 'password', rule: 'required', message: 'password is required' },
    ]);
  }
  // A password typed here is a guess like any other.
  const key = throttleKeys.passwordGuesses(user.emailAddress);
  await guesses.take(reply, key);
  if (!(await passwords.matches(user.passwordHash, proof.password))) {
    throw badRequest('The password is not correct.', [
      {
        field: 'password',
        rule: 'matches-current',
        message: 'password is not your current password',
      },
    ]);
  }
  await guesses.succeeded(key);
}

/**
 * An order being paid or on its way still needs the shopper's name and address, and may still
 * be changed or cancelled by them: the account waits until it is delivered or cancelled.
 */
async function refuseWhileOrdersAreOpen(app: FastifyInstance, session: Session): Promise<void> {
  const answer = await serviceCaller(
    app,
    'identity',
    'orders-payments',
  )({
    method: 'GET',
    path: '/api/internal/orders/open',
    session,
  });
  if (answer.status !== 200) {
    throw new HttpProblem(
      503,
      'Service Unavailable',
      'We could not check your orders just now, so your account was not deleted. Please try again.',
    );
  }
  const { orders } = openOrdersAnswer.parse(answer.body);
  if (orders.length > 0) {
    const numbers = orders.map((order) => order.number).join(', ');
    throw new HttpProblem(
      409,
      'Conflict',
      orders.length === 1
        ? `Your order ${numbers} is not delivered yet. You can delete your account once it is delivered, or after you cancel it.`
        : `Your orders ${numbers} are not delivered yet. You can delete your account once they are delivered, or after you cancel them.`,
    );
  }
}
