import { orderPaid } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { processedEvents } from '../../store/schema.js';
import { recordFirstOrder } from '../../store/users.js';

const CONSUMER = 'identity.orders';

/**
 * Learns from orders-payments when a user has paid an order, so that the user stops being a
 * first-time shopper (`isFirstOrder`, which first-order promos read). The payment's time is the
 * event's; a user whose account is gone since is skipped.
 */
export async function followOrderEvents(app: FastifyInstance): Promise<void> {
  const { bus, database } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [orderPaid.type],
    async handle(event) {
      const { userId } = eventData(orderPaid, event);
      await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        recordFirstOrder(tx, userId, new Date(event.occurredAt)),
      );
    },
  });
}
