import type { AccountDataPart, OpenOrdersAnswer } from '@mise/contracts';
import { requireService, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { OrdersContext } from '../app/context.js';
import { openOrdersOf, ordersPlacedBy } from '../store/orders.js';
import { findCustomerId } from '../store/payment-customers.js';
import { orderAnswer } from './order-answer.js';
import { answeringPaymentProblems } from './payment-problems.js';

/**
 * GET /api/users/orders/account-data: the signed-in shopper's part of their data export, their
 * orders and saved cards as the shop shows them.
 */
export const accountDataRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (
  app,
  { ctx },
) => {
  app.get('/', async (request): Promise<AccountDataPart> => {
    const { userId } = requireSession(request);
    const now = ctx.clock();
    const placed = await ordersPlacedBy(ctx.db, userId);
    const customerId = await findCustomerId(ctx.db, ctx.provider.name, userId);
    const paymentMethods = customerId
      ? await answeringPaymentProblems(() => ctx.provider.listPaymentMethods(customerId))
      : [];
    return { orders: placed.map((stored) => orderAnswer(stored, now)), paymentMethods };
  });
};

/**
 * GET /api/internal/orders/open, for identity, speaking for the shopper: the orders still to be
 * paid or delivered, which keep their account from being deleted.
 */
export const openOrderRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  app.get('/', async (request): Promise<OpenOrdersAnswer> => {
    requireService(request);
    const { userId } = requireSession(request);
    return { orders: await openOrdersOf(ctx.db, userId) };
  });
};
