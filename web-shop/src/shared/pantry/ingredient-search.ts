import type { CatalogIngredient } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

// A short list to pick from while typing; the search narrows it.
const suggestionCount = 8;

/**
 * GET /api/ingredients: the catalog's ingredients matching what the shopper typed, to pick one
 * to put in the pantry (the pantry's add popup; onboarding's groceries pick the same way).
 */
export const ingredientSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['ingredients', search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ search, page: '0', perPage: String(suggestionCount) });
      const answer = await apiFetch<{ ingredients: CatalogIngredient[] }>(
        `/ingredients?${query.toString()}`,
        { signal },
      );
      return answer.ingredients;
    },
    enabled: search.trim().length > 0,
  });
