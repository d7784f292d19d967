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
import { addPassword } from '../app/add-password.js';
import { attemptThrottle, throttleKeys } from '../app/attempt-throttle.js';
import { changePassword } from '../app/change-password.js';
import { completeSignIn } from '../app/complete-sign-in.js';
import { currentUser } from '../app/current-user.js';
import { mailPasswordLink } from '../app/mail-password-link.js';
import { renewSession } from '../app/renew-session.js';
import { resetPassword } from '../app/reset-password.js';
import { endRecordedSessions, ownSessionOf, startRecordedSession } from '../app/session-records.js';
import { codeRefusalMessage } from '../domain/one-time-codes.js';
import { addressRequests, passwordGuesses } from '../domain/throttle.js';
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
  const { clock, linkOrigin, onEventsCommitted, passwords } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);
  const mails = attemptThrottle(db, addressRequests, clock);

  const mailLink = async (emailAddress: string, purpose: 'reset' | 'set') => {
    if (await mailPasswordLink(db, emailAddress, purpose, clock, linkOrigin)) onEventsCommitted();
  };

  app.post('/sendResetPasswordLink', async (request, reply): Promise<MessageAnswer> => {
    const { emailAddress } = parseInput(sendResetPasswordLinkBody, request.body, 'body');
    await mails.take(reply, throttleKeys.passwordMails(emailAddress));
    await mailLink(emailAddress, 'reset');
    return { message: RESET_MAIL_SENT };
  });

  app.post('/resetPassword', async (request, reply): Promise<SessionAnswer> => {
    const { code, password } = parseInput(resetPasswordBody, request.body, 'body');
    const reset = await resetPassword(db, passwords, code, password, clock);
    if ('refused' in reset) {
      const message = codeRefusalMessage('password', reset.refused);
      throw badRequest(message, [{ field: 'code', rule: `${reset.refused}-code`, message }]);
    }
    const { user } = reset;
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
      await mailLink(body.emailAddress, 'set');
      return { message: SET_MAIL_SENT };
    }
    const { session, user } = await currentUser(app, request);
    refuseStaffAtTheKeyboard(session);
    const updated = await addPassword(db, passwords, user, body.password);
    if (!updated) throw alreadyHasPassword();
    await endRecordedSessions(app, user.id, null, 'password-changed');
    return renewSession(app, reply, updated);
  });

  app.put('/changePassword', async (request, reply): Promise<MessageAnswer> => {
    const { session, user } = await currentUser(app, request);
    refuseStaffAtTheKeyboard(session);
    const body = parseInput(changePasswordBody, request.body, 'body');
    await changePassword(db, passwords, guesses, reply, user, body);
    // Every other device signs in again with the new password; this one stays signed in, on a
    // fresh session, as the old one ended with the others.
    await endRecordedSessions(app, user.id, null, 'password-changed');
    await startRecordedSession(app, reply, ownSessionOf(user));
    return { message: 'Password has been changed successfully' };
  });
};
