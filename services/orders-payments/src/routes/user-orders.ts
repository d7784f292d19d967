import { type ordersAnswer, ordersQuery } from '@mise/contracts';
import { parseInput, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { OrdersContext } from '../app/context.js';
import { listOrdersOf } from '../store/orders.js';
import { orderAnswer } from './order-answer.js';

/** GET /api/users/orders: the shopper's own order history, newest first (spec §7). */
export const userOrderRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (app, { ctx }) => {
  app.get('/', async (request): Promise<z.infer<typeof ordersAnswer>> => {
    const session = requireSession(request);
    const page = parseInput(ordersQuery, request.query, 'query');
    const { orders, total } = await listOrdersOf(ctx.db, session.userId, page);
    const now = ctx.clock();
    return { orders: orders.map((stored) => orderAnswer(stored, now)), total, ...page };
  });
};
