import type { RecommendedRecipe } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import { pantryQueryKey } from './pantry-calls';

/**
 * GET /api/recommendation/unusedIngredientsRecipe: recipes that cook what the signed-in shopper's
 * pantry holds, the soonest-expiring lots first. Keyed under the pantry's key, so that whatever
 * refreshes the pantry refreshes these too; always asked again on a visit, since deliveries and
 * the expiry job change the pantry without the shop knowing. /use-pantry lists them, and the
 * recipes page's banner leads there when there is one.
 */
export const pantryRecipesQuery = queryOptions({
  queryKey: [...pantryQueryKey, 'recipes'],
  queryFn: ({ signal }) =>
    apiFetch<{ recipes: RecommendedRecipe[] }>('/recommendation/unusedIngredientsRecipe', {
      signal,
    }),
  select: (answer) => answer.recipes,
  staleTime: 0,
});
