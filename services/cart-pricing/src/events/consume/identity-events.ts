import { userSignedIn } from '@mise/contracts';
import { eventData } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { moveGuestCartToAccount } from '../../app/move-guest-cart.js';

/**
 * A shopper signed in with the guest id they shopped under: their guest cart moves with them.
 * No inbox: the move is idempotent (app/move-guest-cart.ts).
 */
export async function followIdentityEvents(app: FastifyInstance): Promise<void> {
  const { db } = app.infra.database;
  await app.infra.bus.subscribe({
    consumer: 'cart-pricing.sign-ins',
    types: [userSignedIn.type],
    async handle(event) {
      const { userId, guestUserId } = eventData(userSignedIn, event);
      await moveGuestCartToAccount(db, userId, guestUserId);
    },
  });
}
