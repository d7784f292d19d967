import type { RecipeDetail } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';

/**
 * GET /api/recipes/:id for one favourite: the catalog has no look-up by a list of ids. The key is
 * the recipe page's, so a favourite opened next is already loaded.
 */
export const favouriteRecipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipe', id],
    queryFn: ({ signal }) =>
      apiFetch<RecipeDetail>(`/recipes/${encodeURIComponent(id)}`, { signal }),
    // A recipe taken off the catalog will not come back on a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
