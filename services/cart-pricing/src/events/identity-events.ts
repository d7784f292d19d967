import { userSignedIn } from '@mise/contracts';
import { type Database, eventData } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guestIdIn } from '../routes/cart-owner.js';
import { adoptGuestCart } from '../store/carts.js';

/**
 * The cart follows the shopper who signs in (document 2 §4 "Authentication"), by two roads
 * that meet in one idempotent move: the signed-in event (social login comes back through a
 * redirect, with the guest id it left with), and the first cart call that carries both the
 * session and the guest id, so the shop never reads the account's cart before the move.
 * No inbox: a second move finds no guest cart and does nothing.
 */
export async function followSignIns(app: FastifyInstance): Promise<void> {
  const { db } = app.infra.database;
  await app.infra.bus.subscribe({
    consumer: 'cart-pricing.sign-ins',
    types: [userSignedIn.type],
    async handle(event) {
      const { userId, guestUserId } = eventData(userSignedIn, event);
      if (guestUserId) await adoptGuestCart(db, guestUserId, userId);
    },
  });
}

/**
 * A hook for the cart routes: a signed-in request still carrying a guest id moves that cart.
 * Never for staff acting as a customer: their own guest cart is not the customer's.
 */
export function adoptCartOnArrival(db: Database) {
  return async (request: FastifyRequest) => {
    const { session } = request;
    if (!session || session.staff) return;
    const guestId = guestIdIn(request);
    if (guestId) await adoptGuestCart(db, guestId, session.userId);
  };
}
