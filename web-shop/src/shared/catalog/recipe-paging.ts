import type { RecipePage } from '@mise/contracts';

/**
 * The page to fetch after `last`, or undefined when there is none. Spec (recipe paging): a
 * further page is fetched only when it does not exceed the total pages and the total count is
 * non-zero.
 */
export function nextRecipePage(last: RecipePage): number | undefined {
  const next = last.page + 1;
  return last.totalCount > 0 && next <= last.totalPages ? next : undefined;
}
