import { type MeAnswer, onboardingBody, type UserAnswer, updateUserBody } from '@mise/contracts';
import { appendToOutbox, HttpProblem, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { accountGone, currentUser } from '../app/current-user.js';
import { meAnswer } from '../app/me-answer.js';
import { userView } from '../app/user-view.js';
import { mergeShopperInfo, onboardedShopperInfo } from '../domain/shopper-profile.js';
import { userOnboardedEvent } from '../events/publish/account-events.js';
import { outbox } from '../store/schema.js';
import { recordStaffAction } from '../store/staff-audit.js';
import { lockUser, type UserChanges, updateUser } from '../store/users.js';
import type { IdentityRouteOptions } from './route-options.js';

/** /api/users: the signed-in user's own profile and onboarding choices. */
export const userRoutes: FastifyPluginAsync<IdentityRouteOptions> = async (app, options) => {
  const { clock, onEventsCommitted } = options;
  const { db } = app.infra.database;

  // The shop adds ?shopperInfo=1; the profile always carries it.
  app.get('/me', (request): Promise<MeAnswer> => meAnswer(app, request));

  app.put<{ Params: { id: string } }>('/:id', async (request): Promise<UserAnswer> => {
    const { session, user } = await currentUser(app, request);
    // The same answer whether or not the other id exists: it tells nothing about others.
    if (request.params.id !== user.id) {
      throw new HttpProblem(403, 'Forbidden', 'You can only change your own profile.');
    }
    const change = parseInput(updateUserBody, request.body, 'body');
    const updated = await db.transaction(async (tx) => {
      const current = await lockUser(tx, user.id);
      if (!current) return undefined;
      const { shopperInfo, ...fields } = change;
      const changes: UserChanges = {
        ...fields,
        ...(shopperInfo
          ? {
              shopperInfo: mergeShopperInfo(current.shopperInfo, shopperInfo),
            }
          : {}),
      };
      const saved = await updateUser(tx, user.id, changes);
      if (session.staff) {
        await recordStaffAction(tx, {
          action: 'update-customer-profile',
          staff: session.staff,
          customer: { id: user.id, emailAddress: user.emailAddress },
          ip: request.ip,
        });
      }
      return saved;
    });
    if (!updated) throw accountGone();
    return userView(db, updated);
  });

  app.post('/onboarding', async (request): Promise<UserAnswer> => {
    const { user } = await currentUser(app, request);
    const choices = parseInput(onboardingBody, request.body, 'body');
    const updated = await db.transaction(async (tx) => {
      const current = await lockUser(tx, user.id);
      if (!current) return undefined;
      const saved = await updateUser(tx, user.id, {
        shopperInfo: onboardedShopperInfo(current.shopperInfo, choices),
        onboardedAt: clock(),
      });
      // The pantry stocks the groceries from this event.
      await appendToOutbox(tx, outbox, [userOnboardedEvent(user.id, choices)]);
      return saved;
    });
    if (!updated) throw accountGone();
    onEventsCommitted();
    return userView(db, updated);
  });
};
