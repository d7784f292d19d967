import { userDeleted } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { processedEvents } from '../../store/schema.js';
import { forgetShopper } from '../../store/shopper-data.js';

const CONSUMER = 'delivery-slots.account-deletions';

/** A deleted account's places in slots stop naming it, once however often the event arrives. */
export async function followIdentityEvents(app: FastifyInstance): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [userDeleted.type],
    async handle(event) {
      const { userId } = eventData(userDeleted, event);
      await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        forgetShopper(tx, userId),
      );
    },
  });
}
