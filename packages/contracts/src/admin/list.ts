import { z } from 'zod';

/**
 * The one list format of every /api/admin/* list, which the console's data provider speaks:
 * `?page=0&perPage=25&sort=createdAt&order=DESC` plus the list's own filters, answered with
 * `{ data, total }`. Pages count from 0, as the shopper's lists do. A page holds at most 1000
 * records: what the console's CSV export asks for.
 */
export function adminListQuery<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be 0 or more' })
      .default(0),
    perPage: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(1000, { error: 'must be at most 1000' })
      .default(25),
    sort: z.enum(sortable, { error: `must be one of ${sortable.join(', ')}` }).default(defaultSort),
    order: z.enum(['ASC', 'DESC'], { error: 'must be ASC or DESC' }).default('DESC'),
  });
}

export const adminListAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int() });

/** One record of an /api/admin/* resource, as the console's data provider reads it. */
export const adminRecordAnswer = <Item extends z.ZodType>(item: Item) => z.object({ data: item });

/** A filter's free text: trimmed, and short enough to search with. */
export const adminSearchText = z.string().trim().min(1, { error: 'must not be empty' }).max(100, {
  error: 'must be at most 100 characters',
});
