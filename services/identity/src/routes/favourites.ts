import { type favouritesAnswer, recipeIdParams } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../app/current-user.js';
import { addFavourite, favouritesOf, removeFavourite } from '../store/favourites.js';

type FavouritesAnswer = z.infer<typeof favouritesAnswer>;

/**
 * /api/recipe-favorites: the signed-in user's favourite recipes. Which user is always the
 * session's: no path or body names another.
 */
export const favouriteRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;
  const answerFor = async (userId: string): Promise<FavouritesAnswer> => ({
    recipeFavorites: await favouritesOf(db, userId),
  });

  app.get('/', async (request): Promise<FavouritesAnswer> => {
    const { user } = await currentUser(app, request);
    return answerFor(user.id);
  });

  app.post('/:recipeId', async (request, reply): Promise<FavouritesAnswer> => {
    const { user } = await currentUser(app, request);
    const { recipeId } = parseInput(recipeIdParams, request.params, 'params');
    const added = await addFavourite(db, user.id, recipeId);
    reply.code(added ? 201 : 200);
    return answerFor(user.id);
  });

  app.delete('/:recipeId', async (request): Promise<FavouritesAnswer> => {
    const { user } = await currentUser(app, request);
    const { recipeId } = parseInput(recipeIdParams, request.params, 'params');
    await removeFavourite(db, user.id, recipeId);
    return answerFor(user.id);
  });
};
