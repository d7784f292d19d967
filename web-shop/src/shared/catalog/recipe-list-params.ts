import type { RecipeListQuery } from '@mise/contracts';

export type RecipeListRequest = Partial<RecipeListQuery>;

/** The query string of GET /api/recipes/all; empty values and lists are left out. */
export function recipeListSearch(request: RecipeListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params.toString();
}
