import { z } from 'zod';

/**
 * The spec's paging of a shopper's own lists (`page=0&perPage=1000`: orders, the pantry): a page
 * counted from 0, and at most 1000 entries to it, which is all of them.
 */
export const shopperListQuery = z.object({
  page: z.coerce.number().int().min(0, { error: 'must be 0 or more' }).default(0),
  perPage: z.coerce
    .number()
    .int()
    .min(1, { error: 'must be 1 or more' })
    .max(1000, { error: 'must be at most 1000' })
    .default(1000),
});
