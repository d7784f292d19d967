import { orderCancelled, orderPaid, orderPaymentFailed } from '@mise/contracts';
import { eventData, handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { CartOwner } from '../store/cart-owner.js';
import { emptyBoughtCart } from '../store/carts.js';
import { recordPaidOrder } from '../store/paid-orders.js';
import { releasePromo } from '../store/promo-reservations.js';
import { processedEvents } from '../store/schema.js';

const CONSUMER = 'cart-pricing.orders';

/**
 * A paid order empties the cart it bought and counts its promo code (its redemption, and the
 * end of the shopper's first order) in place of the code's reservation. An order whose payment
 * failed, or that was cancelled, gives its reserved code back. A paid order cancelled later
 * keeps its redemption, as orders-payments keeps it from being a first order again. Each
 * commits with the inbox row: an event delivered twice has one effect.
 */
export async function followOrders(app: FastifyInstance): Promise<void> {
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
      const owner: CartOwner = { kind: 'user', id: paid.userId };
      await handleOnce(database.db, processedEvents, CONSUMER, event, async (tx) => {
        await recordPaidOrder(tx, { orderId: paid.orderId, owner, promoCode: paid.promoCode });
        await releasePromo(tx, paid.orderId);
        if (!(await emptyBoughtCart(tx, owner, paid.cartVersion))) {
          logger.info(
            { orderId: paid.orderId, cartVersion: paid.cartVersion },
            'cart changed since checkout (or gone): kept as it is',
          );
        }
      });
    },
  });
}
