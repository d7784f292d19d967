import {
  type MessageAnswer,
  registerBody,
  type SessionAnswer,
  verifyEmailBody,
} from '@mise/contracts';
import { badRequest, HttpProblem, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { attemptThrottle, throttleKeys } from '../app/attempt-throttle.js';
import { completeSignIn } from '../app/complete-sign-in.js';
import { currentUser } from '../app/current-user.js';
import { requestEmailVerification } from '../app/mailed-links.js';
import { registerAccount } from '../app/register.js';
import { verifyEmail } from '../app/verify-email.js';
import { codeRefusalMessage } from '../domain/one-time-codes.js';
import { addressRequests } from '../domain/throttle.js';
import type { IdentityRouteOptions } from './route-options.js';

const emailTaken = () =>
  new HttpProblem(
    409,
    'Conflict',
    'An account already exists for this e-mail address. Please log in instead.',
  );

/** /api/auth: creating an account, and proving the e-mail address is the user's. */
export const registrationRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (
  app,
  options,
) => {
  const { clock, linkOrigin, onEventsCommitted, passwords } = options;
  const { db } = app.infra.database;
  const mailThrottle = attemptThrottle(db, addressRequests, clock);

  app.post('/register', async (request, reply): Promise<SessionAnswer> => {
    const body = parseInput(registerBody, request.body, 'body');
    if (body.username !== undefined && body.username !== body.emailAddress) {
      throw badRequest('The username must be the e-mail address.', [
        { field: 'username', rule: 'equals-email', message: 'username must equal emailAddress' },
      ]);
    }
    const user = await registerAccount(db, passwords, body, clock, linkOrigin);
    if (!user) throw emailTaken();
    onEventsCommitted();
    reply.code(201);
    return completeSignIn(
      app,
      reply,
      { user, method: 'register', guestUserId: body.guestUserId ?? null },
      onEventsCommitted,
    );
  });

  app.post('/sendEmailVerificationLink', async (request, reply): Promise<MessageAnswer> => {
    const { user } = await currentUser(app, request);
    if (user.emailVerifiedAt) {
      throw new HttpProblem(409, 'Conflict', 'Your e-mail address is already verified.');
    }
    await mailThrottle.take(reply, throttleKeys.verificationMails(user.emailAddress));
    await db.transaction((tx) =>
      requestEmailVerification(tx, user, { origin: linkOrigin, now: clock() }),
    );
    onEventsCommitted();
    return { message: 'Email has been sent to you, please check inbox' };
  });

  app.put('/verify', async (request): Promise<MessageAnswer> => {
    const { token } = parseInput(verifyEmailBody, request.body, 'body');
    const refused = await verifyEmail(db, token, clock());
    if (refused) {
      const message = codeRefusalMessage('verification', refused);
      throw badRequest(message, [{ field: 'token', rule: `${refused}-code`, message }]);
    }
    return { message: 'Your account has been verified successfully' };
  });
};
