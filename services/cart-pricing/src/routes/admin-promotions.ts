import {
  type PromotionAnswer,
  promotionBody,
  promotionChange,
  promotionCode,
  type promotionsAnswer,
  promotionsQuery,
} from '@mise/contracts';
import { notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePromotion,
  createPromotion,
  endPromotion,
  promotionFieldsOf,
} from '../app/promotions.js';
import {
  findStaffPromoCode,
  listStaffPromoCodes,
  type StaffPromoCode,
} from '../store/promo-codes.js';

/** A code's `_id` is the code itself, typed in any case. */
const promotionParams = z.object({ id: promotionCode });

export interface AdminPromotionRouteOptions {
  /** Wakes the outbox relay once a change's audit entry is committed. */
  onEventsCommitted: () => void;
}

const answerOf = (row: StaffPromoCode): PromotionAnswer => ({
  _id: row.code,
  ...promotionFieldsOf(row),
  redemptions: row.redemptions,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * /api/admin/promotions: staff list, add, change and end promo codes. Every staff member reads
 * them; only admins write (promotions.write), each write audited in its transaction. There is no
 * DELETE: a code ended keeps the history of the orders that used it.
 */
export const adminPromotionRoutes: FastifyPluginAsync<AdminPromotionRouteOptions> = async (
  app,
  { onEventsCommitted },
) => {
  const { db } = app.infra.database;
  const codeOf = (request: FastifyRequest) =>
    parseInput(promotionParams, request.params, 'params').id;
  const found = (row: StaffPromoCode | undefined, code: string) => {
    if (!row) throw notFound(`No promo code is ${code}.`);
    return { data: answerOf(row) };
  };

  app.get('/', async (request): Promise<z.infer<typeof promotionsAnswer>> => {
    requireStaff(request, 'read');
    const query = parseInput(promotionsQuery, request.query, 'query');
    const { codes, total } = await listStaffPromoCodes(db, query, new Date());
    return { data: codes.map(answerOf), total };
  });

  app.get('/:id', async (request): Promise<{ data: PromotionAnswer }> => {
    requireStaff(request, 'read');
    const code = codeOf(request);
    return found(await findStaffPromoCode(db, code, new Date()), code);
  });

  app.post('/', async (request, reply): Promise<{ data: PromotionAnswer }> => {
    requireStaff(request, 'promotions.write');
    const body = parseInput(promotionBody, request.body, 'body');
    const created = await createPromotion(db, request, body, new Date());
    onEventsCommitted();
    reply.code(201);
    return { data: answerOf(created) };
  });

  app.put('/:id', async (request): Promise<{ data: PromotionAnswer }> => {
    requireStaff(request, 'promotions.write');
    const code = codeOf(request);
    const change = parseInput(promotionChange, request.body, 'body');
    const changed = await changePromotion(db, request, code, change, new Date());
    onEventsCommitted();
    return found(changed, code);
  });

  app.post('/:id/end', async (request): Promise<{ data: PromotionAnswer }> => {
    requireStaff(request, 'promotions.write');
    const code = codeOf(request);
    const ended = await endPromotion(db, request, code, new Date());
    onEventsCommitted();
    return found(ended, code);
  });
};
