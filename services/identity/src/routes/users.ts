import {
  onboardingBody,
  ownUserParams,
  type UserAnswer,
  type UserOverviewAnswer,
  updateUserBody,
} from '@mise/contracts';
import { HttpProblem, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { accountGone, currentUser } from '../app/current-user.js';
import { onboard } from '../app/onboard.js';
import { updateProfile } from '../app/update-profile.js';
import { userOverview, userOverviewAnswer } from '../app/user-overview.js';
import { userView } from '../app/user-view.js';
import type { IdentityRouteOptions } from './route-options.js';

/** /api/users: the signed-in user's own profile and onboarding choices. */
export const userRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted } = options;
  const { db } = app.infra.database;

  // The shop adds ?shopperInfo=1; the profile always carries it.
  const overview = userOverview(app);
  app.get(
    '/me',
    (request): Promise<UserOverviewAnswer> => userOverviewAnswer(app, request, overview),
  );

  app.put('/:id', async (request): Promise<UserAnswer> => {
    const { session, user } = await currentUser(app, request);
    const { id } = parseInput(ownUserParams, request.params, 'params');
    // The same answer whether or not the other id exists: it tells nothing about others.
    if (id !== user.id) {
      throw new HttpProblem(403, 'Forbidden', 'You can only change your own profile.');
    }
    const change = parseInput(updateUserBody, request.body, 'body');
    const updated = await updateProfile(db, { session, user }, change, request);
    if (!updated) throw accountGone();
    return userView(db, updated);
  });

  app.post('/onboarding', async (request): Promise<UserAnswer> => {
    const { user } = await currentUser(app, request);
    const choices = parseInput(onboardingBody, request.body, 'body');
    const updated = await onboard(db, user.id, choices, clock);
    if (!updated) throw accountGone();
    onEventsCommitted();
    return userView(db, updated);
  });
};
