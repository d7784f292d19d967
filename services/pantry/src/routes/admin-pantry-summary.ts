import { type AdminPantrySummary, adminPantrySummaryQuery } from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { FastifyPluginAsync } from 'fastify';
import type { PantryContext } from '../app/context.js';
import { lastDayToRemindOf } from '../domain/expiry-reminder.js';
import { firstOfMonth } from '../domain/waste.js';
import { countPantryOf } from '../store/pantry.js';
import { wasteSince } from '../store/waste.js';

/**
 * GET /api/admin/pantry-summary?userId=: a customer's pantry in short, for the staff console:
 * what it holds and is worth, what expires soon (as far ahead as the expiry reminder looks), and
 * what was thrown away this month. A customer with no pantry has an empty one.
 */
export const adminPantrySummaryRoutes: FastifyPluginAsync<{ ctx: PantryContext }> = async (
  app,
  { ctx },
) => {
  app.get('/', async (request): Promise<{ data: AdminPantrySummary }> => {
    requireStaff(request, 'read');
    const { userId } = parseInput(adminPantrySummaryQuery, request.query, 'query');
    const today = shopDayAt(ctx.clock());
    const expiringBy = lastDayToRemindOf(today);
    const [counts, wastedThisMonth] = await Promise.all([
      countPantryOf(ctx.db, userId, expiringBy),
      wasteSince(ctx.db, userId, firstOfMonth(today)),
    ]);
    return { data: { ...counts, expiringBy, wastedThisMonth } };
  });
};
