import {
  type AdminPaymentMethod,
  type adminPaymentMethodsAnswer,
  adminPaymentMethodsQuery,
} from '@mise/contracts';
import { parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { PaymentProvider } from '../domain/payments/port.js';
import { findCustomerId } from '../store/payment-customers.js';
import { answeringPaymentProblems } from './payment-problems.js';

/** Only what staff may see of a card: never more than its last 4 digits. */
const staffViewOf = (card: AdminPaymentMethod): AdminPaymentMethod => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4.slice(-4),
  expMonth: card.expMonth,
  expYear: card.expYear,
  isDefault: card.isDefault,
});

/**
 * GET /api/admin/payment-methods?userId=: a customer's saved cards for the staff console, read
 * from their customer at the payment provider. Looking makes no customer: a shopper who never
 * saved a card has none.
 */
export const adminPaymentMethodRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  const { db } = app.infra.database;

  app.get('/', async (request): Promise<z.infer<typeof adminPaymentMethodsAnswer>> => {
    requireStaff(request, 'read');
    const { userId, page, perPage, order } = parseInput(
      adminPaymentMethodsQuery,
      request.query,
      'query',
    );
    const customerId = await findCustomerId(db, provider.name, userId);
    if (!customerId) return { data: [], total: 0 };
    const cards = await answeringPaymentProblems(() => provider.listPaymentMethods(customerId));
    const rank = (card: AdminPaymentMethod) => (card.isDefault ? 1 : 0);
    const sorted = cards
      .map(staffViewOf)
      .sort((a, b) => (order === 'DESC' ? rank(b) - rank(a) : rank(a) - rank(b)));
    return { data: sorted.slice(page * perPage, (page + 1) * perPage), total: sorted.length };
  });
};
