import { type AccountDataPart, deleteAccountBody } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { attemptThrottle } from '../app/attempt-throttle.js';
import { accountGone, currentUser } from '../app/current-user.js';
import { deleteAccount } from '../app/delete-account.js';
import { passwordGuesses } from '../domain/throttle.js';
import { accountData } from '../store/account-data.js';
import type { IdentityRouteOptions } from './route-options.js';

/**
 * /api/users/me: the shopper's own account as a whole, their part of the data export
 * (GET /api/users/me/account-data) and its deletion (DELETE /api/users/me).
 */
export const accountRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted, passwords } = options;
  const { db } = app.infra.database;
  const guesses = attemptThrottle(db, passwordGuesses, clock);

  app.get('/account-data', async (request): Promise<AccountDataPart> => {
    const { user } = await currentUser(app, request);
    const data = await accountData(db, user.id);
    if (!data) throw accountGone();
    return data;
  });

  app.delete('/', async (request, reply) => {
    const signedIn = await currentUser(app, request);
    const proof = parseInput(deleteAccountBody, request.body, 'body');
    await deleteAccount(app, reply, signedIn, proof, { passwords, guesses, onEventsCommitted });
    app.sessions.end(reply);
    return reply.code(204).send();
  });
};
