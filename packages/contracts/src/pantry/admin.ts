import { z } from 'zod';
import { pantryWaste } from './http.js';

/** GET /api/admin/pantry-summary?userId=: what a customer's pantry holds, in short. */
export const adminPantrySummaryQuery = z.strictObject({
  userId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be a user id' }),
});

export const adminPantrySummary = z.object({
  /** Ingredients held (the rows the shopper sees). */
  items: z.number().int().min(0),
  /** Lots held: an ingredient bought twice is two lots. */
  lots: z.number().int().min(0),
  /**
   * What the lots cost when bought, in cents, counting only lots that came from an order (a lot
   * typed in by hand has no known price).
   */
  valueCents: z.number().int().min(0),
  /** Lots whose price is not known, left out of valueCents. */
  lotsWithoutValue: z.number().int().min(0),
  /** Lots expiring from today to the last day the expiry reminder mentions. */
  expiringSoon: z.number().int().min(0),
  /** The day expiringSoon counts up to, inclusive (YYYY-MM-DD, shop time). */
  expiringBy: z.string(),
  /** What was thrown away expired this month. */
  wastedThisMonth: pantryWaste,
});
export type AdminPantrySummary = z.infer<typeof adminPantrySummary>;
export const adminPantrySummaryAnswer = z.object({ data: adminPantrySummary });
