import { orderCancelled, orderPaid, orderPaymentFailed } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { settlePaidOrder } from '../../app/settle-paid-order.js';
import { releasePromo } from '../../store/promo-reservations.js';
import { processedEvents } from '../../store/schema.js';

const CONSUMER = 'cart-pricing.orders';

/**
 * A paid order is settled (app/settle-paid-order.ts); an order whose payment failed, or that
 * was cancelled, gives its reserved code back. Each commits with the inbox row: an event
 * delivered twice has one effect.
 */
export async function followOrderEvents(app: FastifyInstance): Promise<void> {
  const { bus, database, logger } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [orderPaid.type, orderPaymentFailed.type, orderCancelled.type],
    async handle(event) {
      if (event.type !== orderPaid.type) {
        const ended = event.type === orderCancelled.type ? orderCancelled : orderPaymentFailed;
        const { orderId } = eventData(ended, event);
        await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
          releasePromo(tx, orderId),
        );
        return;
      }
      const paid = eventData(orderPaid, event);
      await handleOnce(database.db, processedEvents, CONSUMER, event, async (tx) => {
        if (!(await settlePaidOrder(tx, paid))) {
          logger.info(
            { orderId: paid.orderId, cartVersion: paid.cartVersion },
            'cart changed since checkout (or gone): kept as it is',
          );
        }
      });
    },
  });
}
