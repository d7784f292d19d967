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
  options: { ingredients: IngredientCopy; onEventsCommitted: () => void },
): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [orderDelivered.type],
    async handle(event) {
      const delivered = eventData(orderDelivered, event);
      await options.ingredients.loaded();
      const result = await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        stockFromDelivery(tx, delivered, options.ingredients.current()),
      );
      if (result === 'applied') options.onEventsCommitted();
    },
  });
}
