import { emailShoppingListBody } from '@mise/contracts';
import { type Database, notFound, parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { CityFeeLookup } from '../city-fees/city-fees.js';
import type { PricingCatalog } from '../domain/pricing-engine.js';
import { queueShoppingListEmail, type ShoppingListSource } from '../jobs/email-shopping-list.js';
import { ownerFromKey, ownerKey } from '../store/cart-owner.js';
import { findCart } from '../store/carts.js';
import { priceCartState } from './cart-answer.js';
import { ownerOf } from './cart-owner.js';

/** Where the e-mail job finds the list to send: the owner's cart, priced when the job runs. */
export function shoppingLists(
  db: Database,
  catalog: () => PricingCatalog,
  cityFees: CityFeeLookup,
): ShoppingListSource {
  return {
    async loadShoppingList(cartOwner) {
      const owner = ownerFromKey(cartOwner);
      const cart = owner && (await findCart(db, owner));
      return owner && cart ? priceCartState(db, catalog(), owner, cart, cityFees) : undefined;
    },
  };
}

/** POST /api/cart/email-shopping-list: queues the e-mail (the free alternative to delivery). */
export const emailShoppingListRoutes: FastifyPluginAsync = async (app) => {
  const { database, jobs } = app.infra;

  app.post('/email-shopping-list', async (request, reply) => {
    const { email } = parseInput(emailShoppingListBody, request.body, 'body');
    const owner = ownerOf(request);
    const cart = owner && (await findCart(database.db, owner));
    if (!owner || !cart) throw notFound('There is no cart to e-mail yet: add a recipe first.');
    await queueShoppingListEmail(jobs, { email, cartOwner: ownerKey(owner) });
    return reply.code(202).send({ queued: true });
  });
};
