import {
  addToPantryBody,
  editPantryBody,
  type PantryAnswer,
  pantryQuery,
  pantryRemovalQuery,
} from '@mise/contracts';
import { parseInput, requireSession } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { FastifyPluginAsync } from 'fastify';
import { addToPantry } from '../app/add-to-pantry.js';
import type { PantryContext } from '../app/context.js';
import { editPantry } from '../app/edit-pantry.js';
import { removeFromPantry } from '../app/remove-from-pantry.js';
import type { Lot } from '../domain/lot.js';
import { pantryRows } from '../domain/pantry-rows.js';
import { firstOfMonth } from '../domain/waste.js';
import { lotsOf } from '../store/lots.js';
import { wasteSince } from '../store/waste.js';

/**
 * A page of the pantry's rows and what was thrown away this month; a write answers the whole
 * pantry it left, as one page.
 */
async function pantryAnswer(
  ctx: PantryContext,
  userId: string,
  held: readonly Lot[],
  page = 0,
  perPage = 1000,
): Promise<PantryAnswer> {
  const rows = pantryRows(held, ctx.ingredients());
  return {
    userPantryItems: rows.slice(page * perPage, (page + 1) * perPage),
    wastedThisMonth: await wasteSince(ctx.db, userId, firstOfMonth(shopDayAt(ctx.clock()))),
    total: rows.length,
    page,
    perPage,
  };
}

/** /api/users/pantry: the signed-in shopper's own pantry (spec document 2 §7, "Pantry"). */
export const pantryRoutes: FastifyPluginAsync<{ ctx: PantryContext }> = async (app, { ctx }) => {
  app.get('/', async (request): Promise<PantryAnswer> => {
    const { userId } = requireSession(request);
    const { page, perPage } = parseInput(pantryQuery, request.query, 'query');
    return pantryAnswer(ctx, userId, await lotsOf(ctx.db, userId), page, perPage);
  });

  app.post('/', async (request, reply): Promise<PantryAnswer> => {
    const { userId } = requireSession(request);
    const body = parseInput(addToPantryBody, request.body, 'body');
    const held = await addToPantry(ctx, userId, body);
    reply.code(201);
    return pantryAnswer(ctx, userId, held);
  });

  app.put('/updateGroceriesAvailability', async (request): Promise<PantryAnswer> => {
    const { userId } = requireSession(request);
    const { items } = parseInput(pantryRemovalQuery, request.query, 'query');
    return pantryAnswer(ctx, userId, await removeFromPantry(ctx, userId, items));
  });

  app.put('/updateGroceriesDetails', async (request): Promise<PantryAnswer> => {
    const { userId } = requireSession(request);
    const body = parseInput(editPantryBody, request.body, 'body');
    return pantryAnswer(ctx, userId, await editPantry(ctx, userId, body));
  });
};
