import { orderDelivered } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { stockFromDelivery } from '../../app/stock-pantry.js';
import type { IngredientCopy } from '../../read-models/catalog-ingredients/ingredient-copy.js';
import { processedEvents } from '../../store/schema.js';

const CONSUMER = 'pantry.orders';

/**
 * A delivered order's leftovers become lots in its shopper's pantry. The inbox row and the lots
 * commit together, so an order delivered twice stocks the pantry once. The lots' expiry dates
 * come from the catalog's shelf lives, so the first copy of its ingredients is waited for.
 */
export async function followOrderEvents(
  app: FastifyInstance,
  options: {
    ingredients: IngredientCopy;
    onEventsCommitted: () => void;
    /** Fault tests only (FAULT_EXIT_IN_DELIVERED_ORDER): ends the process before the lots commit. */
    exitBeforeCommit: (() => void) | null;
  },
): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [orderDelivered.type],
    async handle(event) {
      const delivered = eventData(orderDelivered, event);
      await options.ingredients.loaded();
      const result = await handleOnce(database.db, processedEvents, CONSUMER, event, async (tx) => {
        await stockFromDelivery(tx, delivered, options.ingredients.current());
        options.exitBeforeCommit?.();
      });
      if (result === 'applied') options.onEventsCommitted();
    },
  });
}
