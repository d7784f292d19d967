import {
  cancelOrderBody,
  changeOrderBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaders,
  type OrderAnswer,
  type OrderMenuAnswer,
  orderIdParams,
  placeOrderBody,
} from '@mise/contracts';
import { notFound, parseInput, requireSession, type Session } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cancelOrder } from '../app/changes/cancel-order.js';
import { changeOrder } from '../app/changes/change-order.js';
import { placeOrder } from '../app/checkout/place-order.js';
import { askProviderAgain, settlePayment } from '../app/checkout/settle-payment.js';
import type { OrdersContext } from '../app/context.js';
import { customerParty } from '../store/history.js';
import { findOrder, type StoredOrder } from '../store/orders.js';
import { orderAnswer, orderMenuAnswer } from './order-answer.js';
import { answerPayment, answerProviderOutages } from './order-replies.js';

const noSuchOrder = (orderId: string) => notFound(`No order has the id ${orderId}.`);

/** A staff member signed in as themselves reads any order; staff acting as a customer do not. */
const isStaff = (session: Session) => session.role === 'staff' && session.staff === null;

/**
 * The order, if the session may see it: its owner's, or any for staff. Another shopper's order
 * is answered as unknown, so order ids tell nothing about others.
 */
async function visibleOrder(
  ctx: OrdersContext,
  request: FastifyRequest,
  options: { staffToo: boolean },
): Promise<{ session: Session; stored: StoredOrder }> {
  const session = requireSession(request);
  const { orderId } = parseInput(orderIdParams, request.params, 'params');
  const stored = await findOrder(ctx.db, orderId);
  const mayRead =
    stored && (stored.order.userId === session.userId || (options.staffToo && isStaff(session)));
  if (!stored || !mayRead) throw noSuchOrder(orderId);
  return { session, stored };
}

/** /api/orders: placing, paying for, reading, changing and cancelling one's orders. */
export const orderRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  answerProviderOutages(app);

  app.post('/', async (request, reply) => {
    const session = requireSession(request);
    const key = parseInput(idempotencyKeyHeaders, request.headers, 'headers')[
      IDEMPOTENCY_KEY_HEADER
    ];
    const body = parseInput(placeOrderBody, request.body, 'body');
    const stored = await placeOrder(ctx, session, body, key);
    return answerPayment(reply, stored, ctx.clock(), 201);
  });

  /** After 3-D Secure: asks the provider how the payment ended and settles the order. */
  app.post('/:orderId/confirm-payment', async (request, reply) => {
    const { stored } = await visibleOrder(ctx, request, { staffToo: false });
    const settled =
      stored.order.status === 'PENDING_PAYMENT'
        ? await settlePayment(ctx, stored.order.id, await askProviderAgain(ctx, stored))
        : stored;
    return answerPayment(reply, settled, ctx.clock(), 200);
  });

  app.get('/:orderId', async (request): Promise<{ data: OrderAnswer }> => {
    const { stored } = await visibleOrder(ctx, request, { staffToo: true });
    return { data: orderAnswer(stored, ctx.clock()) };
  });

  /** The /menu page is shared with friends: anyone with the id sees the recipes, nothing else. */
  app.get('/menu/:orderId', async (request): Promise<OrderMenuAnswer> => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const stored = await findOrder(ctx.db, orderId);
    if (!stored) throw noSuchOrder(orderId);
    return orderMenuAnswer(stored.order);
  });

  app.post('/:orderId/cancel', async (request): Promise<{ data: OrderAnswer }> => {
    const { session, stored } = await visibleOrder(ctx, request, { staffToo: false });
    const { reason } = parseInput(cancelOrderBody, request.body ?? {}, 'body');
    const cancelled = await cancelOrder(ctx, stored.order.id, {
      party: customerParty(session),
      by: 'customer',
      reason,
    });
    return { data: orderAnswer(cancelled, ctx.clock()) };
  });

  app.put('/:orderId', async (request): Promise<{ data: OrderAnswer }> => {
    const { session, stored } = await visibleOrder(ctx, request, { staffToo: false });
    const change = parseInput(changeOrderBody, request.body, 'body');
    const changed = await changeOrder(ctx, stored, change, {
      party: customerParty(session),
      by: 'customer',
    });
    return { data: orderAnswer(changed, ctx.clock()) };
  });
};
