import { emailShoppingListBody } from '@mise/contracts';
import { notFound, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { queueShoppingListEmail } from '../jobs/email-shopping-list.js';
import { ownerKey } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { ownerOf } from './cart-owner.js';

/** POST /api/cart/email-shopping-list: queues the e-mail (the free alternative to delivery). */
export const emailShoppingListRoutes: FastifyPluginAsync = async (app) => {
  const { database, jobs } = app.infra;

  app.post('/email-shopping-list', async (request, reply) => {
    const { emailAddress } = parseInput(emailShoppingListBody, request.body, 'body');
    const owner = ownerOf(request);
    const cart = owner && (await findCart(database.db, owner));
    if (!owner || !cart) throw notFound('There is no cart to e-mail yet: add a recipe first.');
    await queueShoppingListEmail(jobs, { email: emailAddress, cartOwner: ownerKey(owner) });
    return reply.code(202).send({ queued: true });
  });
};
