import {
  findEmailAccountsBody,
  type LoginAccountInfo,
  loginBody,
  type MeAnswer,
  type MessageAnswer,
  type SessionAnswer,
} from '@mise/contracts';
import { parseInput, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { attemptThrottle, throttleKeys } from '../app/attempt-throttle.js';
import { completeSignIn } from '../app/complete-sign-in.js';
import { accountForCredentials } from '../app/credentials.js';
import { loginAccountInfo } from '../app/login-account-info.js';
import { meAnswer } from '../app/me-answer.js';
import { endRecordedSessions } from '../app/session-records.js';
import { addressRequests, passwordGuesses } from '../domain/throttle.js';
import type { IdentityRouteOptions } from './route-options.js';

/** /api/auth: signing in and out with a password, who is signed in, how an e-mail signs in. */
export const signInRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted, passwords } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);
  const lookups = attemptThrottle(db, addressRequests, clock);

  app.post('/login', async (request, reply): Promise<SessionAnswer> => {
    const { username, password, guestUserId } = parseInput(loginBody, request.body, 'body');
    const user = await accountForCredentials(db, passwords, guesses, reply, {
      emailAddress: username,
      password,
    });
    return completeSignIn(
      app,
      reply,
      { user, method: 'password', guestUserId: guestUserId ?? null },
      onEventsCommitted,
    );
  });

  app.post('/logout', async (request, reply): Promise<MessageAnswer> => {
    const { session } = request;
    if (session?.sessionId) {
      await endRecordedSessions(app, session.userId, [session.sessionId], 'logout');
    }
    app.sessions.end(reply);
    return { message: 'You have been logged out successfully' };
  });

  app.post('/logout-everywhere', async (request, reply): Promise<MessageAnswer> => {
    const session = requireSession(request);
    await endRecordedSessions(app, session.userId, null, 'logout-everywhere');
    app.sessions.end(reply);
    return { message: 'You have been logged out of all devices' };
  });

  app.get('/me', (request): Promise<MeAnswer> => meAnswer(app, request));

  // The login popup's first step: sign in or sign up, and with which buttons.
  app.post('/find-email-accounts', async (request, reply): Promise<{ data: LoginAccountInfo }> => {
    const { emailAddress } = parseInput(findEmailAccountsBody, request.body, 'body');
    await lookups.take(reply, throttleKeys.accountLookups(emailAddress));
    return { data: await loginAccountInfo(db, emailAddress) };
  });
};
