import {
  adminOrderStatusBody,
  type adminOrdersAnswer,
  adminOrdersQuery,
  adminRefundBody,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaders,
  type OrderAnswer,
  orderIdParams,
  type StaffPermission,
  staffCancelBody,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff, staffAuditTrail } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cancelOrder } from '../app/changes/cancel-order.js';
import { refundByStaff, setStatusByStaff } from '../app/changes/staff-actions.js';
import type { OrdersContext } from '../app/context.js';
import { staffParty } from '../store/history.js';
import { findOrder, listOrdersForStaff } from '../store/orders.js';
import { outbox } from '../store/schema.js';
import { orderAnswer } from './order-answer.js';

/**
 * /api/admin/orders: the staff console's orders. Every change is audited with the staff
 * member's id and announced as `order.status-changed` by staff.
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

  app.get('/', async (request): Promise<z.infer<typeof adminOrdersAnswer>> => {
    const filter = parseInput(adminOrdersQuery, request.query, 'query');
    const { orders, total } = await listOrdersForStaff(ctx.db, filter);
    const now = ctx.clock();
    return { data: orders.map((stored) => orderAnswer(stored, now)), total };
  });

  app.get('/:orderId', async (request): Promise<{ data: OrderAnswer }> => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const stored = await findOrder(ctx.db, orderId);
    if (!stored) throw notFound(`No order has the id ${orderId}.`);
    return answer(stored);
  });

  app.put('/:orderId/status', async (request): Promise<{ data: OrderAnswer }> => {
    const { orderId } = parseInput(orderIdParams, request.params, 'params');
    const { status } = parseInput(adminOrderStatusBody, request.body, 'body');
    return answer(await setStatusByStaff(ctx, orderId, status, staffOf(request, 'orders.fulfil')));
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
    const key = parseInput(idempotencyKeyHeaders, request.headers, 'headers')[
      IDEMPOTENCY_KEY_HEADER
    ];
    const party = staffOf(request, 'orders.refund');
    const refund = parseInput(adminRefundBody, request.body, 'body');
    const { stored, refunded } = await refundByStaff(ctx, orderId, { ...refund, key }, party);
    return reply.code(refunded ? 200 : 202).send(answer(stored));
  });
};
