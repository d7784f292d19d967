import { userContactChanged, userDeleted, userOnboarded, userRegistered } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { stockFromOnboarding } from '../../app/stock-pantry.js';
import type { Clock } from '../../domain/clock.js';
import type { IngredientCopy } from '../../read-models/catalog-ingredients/ingredient-copy.js';
import { keepShopper } from '../../read-models/shoppers/shopper-copy.js';
import { processedEvents } from '../../store/schema.js';
import { deleteShopperData } from '../../store/shopper-data.js';

const CONSUMER = 'pantry.onboarding';
const SHOPPERS_CONSUMER = 'pantry.shoppers';
const DELETIONS_CONSUMER = 'pantry.account-deletions';

/**
 * Shoppers' contacts are copied for the reminder mails (their address, name and language) from
 * registration, and kept current from each change, the newest winning. The groceries a shopper
 * chose in onboarding become lots in their pantry, once however often the event arrives (the
 * inbox row commits with the lots). Their default expiry dates come from the
 * catalog's shelf lives, so the first copy of its ingredients is waited for. A deleted
 * account's lots, waste, contact and reminder setting are deleted.
 */
export async function followIdentityEvents(
  app: FastifyInstance,
  options: { ingredients: IngredientCopy; clock: Clock; onEventsCommitted: () => void },
): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [userOnboarded.type],
    async handle(event) {
      const onboarded = eventData(userOnboarded, event);
      await options.ingredients.loaded();
      const result = await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        stockFromOnboarding(tx, onboarded, options.ingredients.current(), options.clock()),
      );
      if (result === 'applied') options.onEventsCommitted();
    },
  });
  await bus.subscribe({
    consumer: SHOPPERS_CONSUMER,
    types: [userRegistered.type, userContactChanged.type],
    async handle(event) {
      const contact =
        event.type === userRegistered.type
          ? eventData(userRegistered, event)
          : eventData(userContactChanged, event);
      await handleOnce(database.db, processedEvents, SHOPPERS_CONSUMER, event, (tx) =>
        keepShopper(tx, contact, new Date(event.occurredAt)),
      );
    },
  });
  await bus.subscribe({
    consumer: DELETIONS_CONSUMER,
    types: [userDeleted.type],
    async handle(event) {
      const { userId } = eventData(userDeleted, event);
      await handleOnce(database.db, processedEvents, DELETIONS_CONSUMER, event, (tx) =>
        deleteShopperData(tx, userId),
      );
    },
  });
}
