import {
  changePasswordBody,
  type MessageAnswer,
  resetPasswordBody,
  type SessionAnswer,
  sendResetPasswordLinkBody,
  setPasswordBody,
} from '@mise/contracts';
import { badRequest, HttpProblem, parseInput, type Session } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { argon2Passwords } from '../adapters/passwords/argon2.js';
import { attemptThrottle, throttleKeys } from '../app/attempt-throttle.js';
import { completeSignIn } from '../app/complete-sign-in.js';
import { currentUser } from '../app/current-user.js';
import { requestPasswordMail } from '../app/mailed-links.js';
import { renewSession } from '../app/renew-session.js';
import { endRecordedSessions, startRecordedSession } from '../app/session-records.js';
import { codeRefusalMessage } from '../domain/one-time-codes.js';
import { addressRequests, passwordGuesses } from '../domain/throttle.js';
import { useCode, withdrawCodes } from '../store/one-time-codes.js';
import { findUserByEmail, findUserById, setFirstPassword, updateUser } from '../store/users.js';
import type { IdentityRouteOptions } from './route-options.js';

// The same answer whether or not the e-mail has an account, so that it tells nobody which do.
const RESET_MAIL_SENT =
  'If an account exists for this e-mail, we have sent a link to reset the password.';
const SET_MAIL_SENT =
  'If this e-mail has an account without a password, we have sent a link to set one.';

/** A staff member in a customer's account helps with it; the customer's password stays theirs. */
function refuseStaffAtTheKeyboard(session: Session): void {
  if (session.staff) {
    throw new HttpProblem(
      403,
      'Forbidden',
      "A staff member cannot change a customer's password. The customer can reset it themselves.",
    );
  }
}

const alreadyHasPassword = () =>
  new HttpProblem(
    409,
    'Conflict',
    'Your account already has a password. Change it from your settings instead.',
  );

/** /api/auth: forgotten, first and changed passwords. */
export const passwordRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, linkOrigin, onEventsCommitted } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);
  const mails = attemptThrottle(db, addressRequests, clock);

  /** Mails the account a password link of this purpose, if it has an account that needs one. */
  async function mailPasswordLink(emailAddress: string, purpose: 'reset' | 'set'): Promise<void> {
    const user = await findUserByEmail(db, emailAddress);
    if (!user || (purpose === 'set' && user.passwordHash !== null)) return;
    await db.transaction((tx) =>
      requestPasswordMail(tx, user, purpose, { origin: linkOrigin, now: clock() }),
    );
    onEventsCommitted();
  }

  app.post('/sendResetPasswordLink', async (request, reply): Promise<MessageAnswer> => {
    const { emailAddress } = parseInput(sendResetPasswordLinkBody, request.body, 'body');
    await mails.take(reply, throttleKeys.passwordMails(emailAddress));
    await mailPasswordLink(emailAddress, 'reset');
    return { message: RESET_MAIL_SENT };
  });

  app.post('/resetPassword', async (request, reply): Promise<SessionAnswer> => {
    const { code, password } = parseInput(resetPasswordBody, request.body, 'body');
    const passwordHash = await argon2Passwords.hash(password);
    const now = clock();
    const outcome = await db.transaction(async (tx) => {
      const used = await useCode(tx, code, ['reset-password', 'set-password'], now);
      if ('refused' in used) return used;
      const owner = await findUserById(tx, used.userId);
      const user = await updateUser(tx, used.userId, {
        passwordHash,
        // The code came by mail: whoever holds it reads that mailbox.
        emailVerifiedAt: owner?.emailVerifiedAt ?? now,
      });
      // Older links would otherwise still change the password just chosen.
      await withdrawCodes(tx, used.userId, ['reset-password', 'set-password'], now);
      return { user };
    });
    if ('refused' in outcome || !outcome.user) {
      const refusal = 'refused' in outcome ? outcome.refused : 'unknown';
      const message = codeRefusalMessage('password', refusal);
      throw badRequest(message, [{ field: 'code', rule: `${refusal}-code`, message }]);
    }
    const { user } = outcome;
    // Whoever knew the old password is signed out everywhere; the owner is signed in here.
    await endRecordedSessions(app, user.id, null, 'password-reset');
    // The owner proved who they are: wrong guesses by someone else no longer keep them out.
    await guesses.succeeded(throttleKeys.passwordGuesses(user.emailAddress));
    return completeSignIn(
      app,
      reply,
      { user, method: 'reset-password', guestUserId: null },
      onEventsCommitted,
    );
  });

  app.put('/setPassword', async (request, reply): Promise<MessageAnswer | SessionAnswer> => {
    const body = parseInput(setPasswordBody, request.body, 'body');
    if ('emailAddress' in body) {
      await mails.take(reply, throttleKeys.passwordMails(body.emailAddress));
      await mailPasswordLink(body.emailAddress, 'set');
      return { message: SET_MAIL_SENT };
    }
    const { session, user } = await currentUser(app, request);
    refuseStaffAtTheKeyboard(session);
    if (user.passwordHash !== null) throw alreadyHasPassword();
    const updated = await setFirstPassword(db, user.id, await argon2Passwords.hash(body.password));
    if (!updated) throw alreadyHasPassword();
    await endRecordedSessions(app, user.id, null, 'password-changed');
    return renewSession(app, reply, updated);
  });

  app.put('/changePassword', async (request, reply): Promise<MessageAnswer> => {
    const { session, user } = await currentUser(app, request);
    refuseStaffAtTheKeyboard(session);
    const { currentPassword, newPassword } = parseInput(changePasswordBody, request.body, 'body');
    if (user.passwordHash === null) {
      throw new HttpProblem(409, 'Conflict', 'Your account has no password yet. Set one instead.');
    }
    // The current password is a password guess like any other.
    const key = throttleKeys.passwordGuesses(user.emailAddress);
    await guesses.take(reply, key);
    if (!(await argon2Passwords.matches(user.passwordHash, currentPassword))) {
      throw badRequest('The current password is not correct.', [
        {
          field: 'currentPassword',
          rule: 'matches-current',
          message: 'currentPassword is not your current password',
        },
      ]);
    }
    await guesses.succeeded(key);
    await updateUser(db, user.id, { passwordHash: await argon2Passwords.hash(newPassword) });
    // Every other device signs in again with the new password; this one stays signed in, on a
    // fresh session, as the old one ended with the others.
    await endRecordedSessions(app, user.id, null, 'password-changed');
    await startRecordedSession(app, reply, {
      userId: user.id,
      role: user.role,
      emailAddress: user.emailAddress,
      staff: null,
    });
    return { message: 'Password has been changed successfully' };
  });
};
