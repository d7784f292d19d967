import { orderDataAnswer } from '@mise/contracts';
import { HttpProblem, notFound, type Session, serviceCaller } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import type { BoughtOrder } from '../domain/ordered-recipe.js';

/** One of the session's orders, read from orders-payments, which owns orders and whose they are. */
export type ReadShopperOrder = (session: Session, orderId: string) => Promise<BoughtOrder>;

/**
 * Asks orders-payments for the order as the shopper: it answers only the shopper's own orders
 * (staff read any), and another's order as unknown, so an order id tells nothing about others.
 */
export function shopperOrders(app: FastifyInstance): ReadShopperOrder {
  const orders = serviceCaller(app, 'catalog', 'orders-payments');
  return async (session, orderId) => {
    const answer = await orders({
      method: 'GET',
      path: `/api/orders/${encodeURIComponent(orderId)}`,
      session,
    });
    // Any refusal of the shopper's request (404 above all) means no order of theirs has the id.
    if (answer.status >= 400 && answer.status < 500) {
      throw notFound(`You have no order with the id ${orderId}.`);
    }
    const parsed = answer.status === 200 ? orderDataAnswer.safeParse(answer.body) : undefined;
    if (!parsed?.success) {
      app.log.error({ status: answer.status }, 'orders-payments answered outside its contract');
      throw new HttpProblem(503, 'Service Unavailable', 'Your order cannot be read just now.');
    }
    const { data: order } = parsed.data;
    return {
      orderId: order._id,
      number: order.number,
      firstName: order.deliveryAddress.firstName,
      deliveryDate: order.delivery.date,
      recipes: order.recipes.map(({ recipeId, servings }) => ({ recipeId, servings })),
      productIds: order.products.map((product) => product.productId),
    };
  };
}
