import type { PrintMenuAnswer, RecipeDetail } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';
import { accountQueryRoot } from '@/shared/session/session-changes';

/** A recipe that is not there will not appear on a second try. */
const unlessNotFound = (failures: number, error: Error) => !isNotFound(error) && failures < 1;

/**
 * GET /api/recipes/:id: one published recipe with its ingredients, steps and nutrition; with
 * `orderId`, as that order of the shopper's bought it (kept under the account, so another
 * shopper signing in never sees it).
 */
export const recipeQuery = (id: string, orderId: string | null = null) =>
  queryOptions({
    queryKey: orderId ? [accountQueryRoot, 'recipe', id, orderId] : ['recipe', id],
    queryFn: ({ signal }) =>
      apiFetch<RecipeDetail>(
        `/recipes/${encodeURIComponent(id)}${orderId ? `?orderId=${encodeURIComponent(orderId)}` : ''}`,
        { signal },
      ),
    retry: unlessNotFound,
  });

/** GET /api/recipes/print?order&id: an order's recipes as bought, or one of them, to print. */
export const orderPrintQuery = (orderId: string, recipeId: string | null) =>
  queryOptions({
    queryKey: [accountQueryRoot, 'order-print', orderId, recipeId],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ order: orderId });
      if (recipeId) query.set('id', recipeId);
      return apiFetch<PrintMenuAnswer>(`/recipes/print?${query}`, { signal });
    },
    retry: unlessNotFound,
  });

/** The printable menu of an order, or of one recipe of it. */
export function orderPrintPath(orderId: string, recipeId?: string): string {
  const query = new URLSearchParams({ order: orderId });
  if (recipeId) query.set('id', recipeId);
  return `/recipes/print?${query}`;
}

/** The servings the recipe's quantities are written for. */
export function recipeServings(recipe: Pick<RecipeDetail, 'servings' | 'defaultServings'>): number {
  return recipe.servings > 0 ? recipe.servings : recipe.defaultServings;
}
