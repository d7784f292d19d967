import { orderPaid } from '@mise/contracts';
import { handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { CartOwner } from '../store/cart-owner.js';
import { emptyBoughtCart } from '../store/carts.js';
import { recordPaidOrder } from '../store/paid-orders.js';
import { processedEvents } from '../store/schema.js';

const CONSUMER = 'cart-pricing.orders';

/**
 * A paid order empties the cart it bought and counts its promo code (its redemption, and the
 * end of the shopper's first order). Both commit with the inbox row: an event delivered twice
 * has one effect.
 */
export async function followPaidOrders(app: FastifyInstance): Promise<void> {
  const { bus, database, logger } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: [orderPaid.type],
    retry: { attempts: 10, maxDelayMs: 30_000 },
    async handle(event) {
      const paid = orderPaid.data.parse(event.data);
      const owner: CartOwner = { kind: 'user', id: paid.userId };
      await handleOnce(database.db, processedEvents, CONSUMER, event, async (tx) => {
        await recordPaidOrder(tx, { orderId: paid.orderId, owner, promoCode: paid.promoCode });
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
