import { cartQuery, saveCartBody } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  answerCart,
  type CartReply,
  emptyCart,
  type PantryChoice,
  refuseProblems,
  selectionInput,
} from '../app/cart-answer.js';
import type { CityFeeLookup } from '../domain/delivery-fees.js';
import { cartProblems, type PricingCatalog } from '../domain/pricing-engine.js';
import { cartSaves } from '../store/cart-saves.js';
import { findCart } from '../store/carts.js';
import { ownerOf, ownerOrNewGuest } from './cart-owner.js';

/**
 * Says whether a save was stored (`saved`) or was older than the stored cart and discarded
 * (`stale`); either way the answer is the stored cart, priced now, with a 200.
 */
export const CART_SAVE_HEADER = 'x-cart-save';

export interface CartRoutesOptions {
  /** The in-memory catalog copy (a 503 until it is loaded). */
  catalog: () => PricingCatalog;
  /** delivery-slots' city fees (the default fee until they arrive). */
  cityFees: CityFeeLookup;
}

/** The spec's adjustDigitalPantry query: the pantry counts unless it is 'false'. */
const pantryChoiceOf = (query: z.infer<typeof cartQuery>): PantryChoice => ({
  adjustDigitalPantry: query.adjustDigitalPantry !== 'false',
});

/** POST and GET /api/cart: save and price the shopper's cart, or price it as it is. */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (
  app,
  { catalog, cityFees },
) => {
  const { db } = app.infra.database;
  const saveCart = cartSaves(db);

  app.post('/', async (request, reply): Promise<CartReply> => {
    const query = parseInput(cartQuery, request.query, 'query');
    const { version, ...selection } = parseInput(saveCartBody, request.body, 'body');
    const pricing = catalog();
    const owner = ownerOrNewGuest(request);
    // The selection alone decides what can be priced: the stored address was checked when given.
    refuseProblems(cartProblems(selectionInput({ ...emptyCart, selection }), pricing));
    const { cart, stale } = await saveCart({ owner, version, selection });
    reply.header(CART_SAVE_HEADER, stale ? 'stale' : 'saved');
    return answerCart(db, pricing, owner, cart, cityFees, pantryChoiceOf(query));
  });

  app.get('/', async (request): Promise<CartReply> => {
    const query = parseInput(cartQuery, request.query, 'query');
    const pricing = catalog();
    const owner = ownerOf(request);
    const stored = owner && (await findCart(db, owner));
    return answerCart(db, pricing, owner, stored ?? emptyCart, cityFees, pantryChoiceOf(query));
  });
};
