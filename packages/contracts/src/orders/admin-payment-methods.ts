import { z } from 'zod';
import { adminListQuery } from '../admin/list.js';

/**
 * GET /api/admin/payment-methods?userId=: a customer's saved cards as staff see them, the last
 * 4 digits only (orders-payments keeps them on the customer at the payment provider). The
 * default card first unless asked otherwise.
 */
export const adminPaymentMethodsQuery = adminListQuery(['isDefault'], 'isDefault').extend({
  userId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be a user id' }),
});

export const adminPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

export const adminPaymentMethodsAnswer = z.object({
  data: z.array(adminPaymentMethod),
  total: z.number().int(),
});
