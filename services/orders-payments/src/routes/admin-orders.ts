import {
  type adminOrderCountsAnswer,
  adminOrderFilters,
  adminOrderStatusBody,
  type adminOrdersAnswer,
  adminOrdersQuery,
  adminRefundBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaders,
  type OrderAnswer,
  type orderHistoryAnswer,
  orderIdParams,
  orderStatuses,
  type StaffPermission,
  staffCancelBody,
  staffRescheduleBody,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff, staffAuditTrail } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cancelOrder } from '../app/changes/cancel-order.js';
import { changeOrder } from '../app/changes/change-order.js';
import { refundByStaff, setStatusByStaff } from '../app/changes/staff-actions.js';
import type { OrdersContext } from '../app/context.js';
import { historyOf, staffParty } from '../store/history.js';
import { countOrdersByStatus, findOrder, listOrdersForStaff } from '../store/orders.js';
import { outbox } from '../store/schema.js';
import { orderAnswer, orderHistoryEntryOf } from './order-answer.js';

/**
 * /api/admin/orders: the staff console's orders. Every change is audited with the staff
 * member, their role and their reason, and announced as `order.status-changed` by staff.
 */
export const adminOrderRoutes: FastifyPluginAsync<{ ctx: OrdersContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('preHandler', async (request) => {
    requireStaff(request, 'read');
  });
  const staffOf = (request: FastifyRequest, permission: StaffPermission) =>
    staffParty(
      requireStaff(request, permission),
      staffAuditTrail(request, outbox, 'orders-payments'),
    );
  const answer = (stored: Parameters<typeof orderAnswer>[0]) => ({
    data: orderAnswer(stored, ctx.clock()),
  });
  const stored = async (request: FastifyRequest) => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const found = await findOrder(ctx.db, orderId);
    if (!found) throw notFound(`No order has the id ${orderId}.`);
    return found;
  };

  app.get('/', async (request): Promise<z.infer<typeof adminOrdersAnswer>> => {
    const filter = parseInput(adminOrdersQuery, request.query, 'query');
    const { orders, total } = await listOrdersForStaff(ctx.db, filter);
    const now = ctx.clock();
    return { data: orders.map((order) => orderAnswer(order, now)), total };
  });

  app.get('/counts', async (request): Promise<z.infer<typeof adminOrderCountsAnswer>> => {
    const filter = parseInput(adminOrderFilters, request.query, 'query');
    const counts = await countOrdersByStatus(ctx.db, filter);
    const data = Object.fromEntries(
      orderStatuses.map((status) => [status, counts.get(status) ?? 0]),
    );
    return {
      data: data as z.infer<typeof adminOrderCountsAnswer>['data'],
      total: [...counts.values()].reduce((sum, n) => sum + n, 0),
    };
  });

  app.get(
    '/:orderId',
    async (request): Promise<{ data: OrderAnswer }> => answer(await stored(request)),
  );

  app.get('/:orderId/history', async (request): Promise<z.infer<typeof orderHistoryAnswer>> => {
    const { order } = await stored(request);
    const history = await historyOf(ctx.db, order.id);
    return { data: history.map(orderHistoryEntryOf), total: history.length };
  });

  app.put('/:orderId/status', async (request): Promise<{ data: OrderAnswer }> => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const party = staffOf(request, 'orders.fulfil');
    const { status } = parseInput(adminOrderStatusBody, request.body, 'body');
    return answer(await setStatusByStaff(ctx, orderId, status, party));
  });

  app.put('/:orderId/slot', async (request): Promise<{ data: OrderAnswer }> => {
    const party = staffOf(request, 'orders.reschedule');
    const change = parseInput(staffRescheduleBody, request.body, 'body');
    return answer(await changeOrder(ctx, await stored(request), change, { party, by: 'staff' }));
  });

  app.post('/:orderId/cancel', async (request): Promise<{ data: OrderAnswer }> => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const party = staffOf(request, 'orders.cancel');
    const { reason } = parseInput(staffCancelBody, request.body, 'body');
    return answer(await cancelOrder(ctx, orderId, { party, by: 'staff', reason }));
  });

  /**
   * 200 once the provider made the refund; 202 when it is recorded and the sweep will make it.
   * The Idempotency-Key header names the refund: the same key again (a double click, a retry
   * after a timeout) answers that refund as it stands and never gives the money back twice.
   */
  app.post('/:orderId/refund', async (request, reply) => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const party = staffOf(request, 'orders.refund');
    const key = parseInput(idempotencyKeyHeaders, request.headers, 'headers')[
      IDEMPOTENCY_KEY_HEADER
    ];
    const refund = parseInput(adminRefundBody, request.body, 'body');
    const { stored, refunded } = await refundByStaff(ctx, orderId, { ...refund, key }, party);
    return reply.code(refunded ? 200 : 202).send(answer(stored));
  });
};
