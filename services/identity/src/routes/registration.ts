import {
  type MessageAnswer,
  registerBody,
  type SessionAnswer,
  verifyEmailBody,
} from '@mise/contracts';
import { appendToOutbox, badRequest, HttpProblem, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { argon2Passwords } from '../adapters/passwords/argon2.js';
import { attemptThrottle, throttleKeys } from '../app/attempt-throttle.js';
import { completeSignIn } from '../app/complete-sign-in.js';
import { currentUser } from '../app/current-user.js';
import { requestEmailVerification } from '../app/mailed-links.js';
import { codeRefusalMessage } from '../domain/one-time-codes.js';
import { addressRequests } from '../domain/throttle.js';
import { userRegisteredEvent } from '../events/publish/account-events.js';
import { useCode, withdrawCodes } from '../store/one-time-codes.js';
import { outbox } from '../store/schema.js';
import { createUser, findUserByEmail, findUserById, updateUser } from '../store/users.js';
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
  const { clock, linkOrigin, onEventsCommitted } = options;
  const { db } = app.infra.database;
  const mailThrottle = attemptThrottle(db, addressRequests, clock);

  app.post('/register', async (request, reply): Promise<SessionAnswer> => {
    const body = parseInput(registerBody, request.body, 'body');
    if (body.username !== undefined && body.username !== body.emailAddress) {
      throw badRequest('The username must be the e-mail address.', [
        { field: 'username', rule: 'equals-email', message: 'username must equal emailAddress' },
      ]);
    }
    if (await findUserByEmail(db, body.emailAddress)) throw emailTaken();
    const passwordHash = await argon2Passwords.hash(body.password);
    const now = clock();
    const user = await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        emailAddress: body.emailAddress,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? '',
        language: body.language,
        influencerId: body.influencerId ?? null,
        passwordHash,
      });
      // Someone registered the same address a moment ago.
      if (!created) return undefined;
      await appendToOutbox(tx, outbox, [userRegisteredEvent(created, 'password')]);
      await requestEmailVerification(tx, created, { origin: linkOrigin, now });
      return created;
    });
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
    const now = clock();
    const used = await db.transaction(async (tx) => {
      const code = await useCode(tx, token, ['verify-email'], now);
      if ('refused' in code) return code;
      const user = await findUserById(tx, code.userId);
      if (user && !user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now });
      // The other links mailed for this address have nothing left to do.
      await withdrawCodes(tx, code.userId, ['verify-email'], now);
      return code;
    });
    if ('refused' in used) {
      const message = codeRefusalMessage('verification', used.refused);
      throw badRequest(message, [{ field: 'token', rule: `${used.refused}-code`, message }]);
    }
    return { message: 'Your account has been verified successfully' };
  });
};
