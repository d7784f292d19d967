import type { RecipeDetail } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';

/** GET /api/recipes/:id: one published recipe with its ingredients, steps and nutrition. */
export const recipeQuery = (id: string) =>
  queryOptions({
    queryKey: ['recipe', id],
    queryFn: ({ signal }) =>
      apiFetch<RecipeDetail>(`/recipes/${encodeURIComponent(id)}`, { signal }),
    // A recipe that is not there will not appear on a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** The servings the recipe's quantities are written for. */
export function recipeServings(recipe: Pick<RecipeDetail, 'servings' | 'defaultServings'>): number {
  return recipe.servings > 0 ? recipe.servings : recipe.defaultServings;
}
