import { randomUUID } from 'node:crypto';
import { deletedCustomerId, type EventEnvelope, type UserDeleted } from '@mise/contracts';
import { handleOnce } from '@mise/platform';
import { findCustomerId } from '../store/payment-customers.js';
import { processedEvents } from '../store/schema.js';
import { anonymiseShopper } from '../store/shopper-data.js';
import type { OrdersContext } from './context.js';

/**
 * A deleted account: its saved cards are removed at the provider first, so that a failure
 * there leaves the event to be retried with the customer still known; then, once however
 * often the event arrives, its orders are anonymised and its customer forgotten.
 */
export async function forgetShopper(
  ctx: OrdersContext,
  consumer: string,
  event: EventEnvelope,
  { userId }: UserDeleted,
): Promise<void> {
  const customerId = await findCustomerId(ctx.db, ctx.provider.name, userId);
  if (customerId) {
    const owner = { shopperId: userId, customerId };
    for (const card of await ctx.provider.listPaymentMethods(customerId)) {
      await ctx.provider.detachPaymentMethod(owner, card.id);
    }
  }
  const tombstone = deletedCustomerId(randomUUID());
  await handleOnce(ctx.db, processedEvents, consumer, event, (tx) =>
    anonymiseShopper(tx, userId, tombstone, ctx.clock()),
  );
}
