import { randomUUID } from 'node:crypto';
import { deletedCustomerId, userDeleted, userSignedIn } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { moveGuestCartToAccount } from '../../app/move-guest-cart.js';
import { processedEvents } from '../../store/schema.js';
import { forgetShopper } from '../../store/shopper-data.js';

const DELETIONS_CONSUMER = 'cart-pricing.account-deletions';

/**
 * A shopper signed in with the guest id they shopped under: their guest cart moves with them.
 * No inbox: the move is idempotent (app/move-guest-cart.ts). A deleted account's cart and
 * pantry copy go, once (inbox), and its promo redemptions keep counting under a tombstone.
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
  await app.infra.bus.subscribe({
    consumer: DELETIONS_CONSUMER,
    types: [userDeleted.type],
    async handle(event) {
      const { userId } = eventData(userDeleted, event);
      await handleOnce(db, processedEvents, DELETIONS_CONSUMER, event, (tx) =>
        forgetShopper(tx, userId, deletedCustomerId(randomUUID())),
      );
    },
  });
}
