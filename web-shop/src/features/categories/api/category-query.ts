import type { Category, RecipePage } from '@mise/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';
import { nextRecipePage } from '@/shared/catalog/recipe-paging';

/** Spec §9: category results come 100 to a page. */
export const categoryPageLimit = 100;

export type CategoryRecipes = RecipePage & { category: Category };

/** GET /api/categories/:id: the category and its published recipes, a page at a time. */
export const categoryRecipesQuery = (id: string, influencerId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['category-recipes', id, influencerId ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({
        page: String(pageParam),
        limit: String(categoryPageLimit),
      });
      if (influencerId) search.set('influencerId', influencerId);
      return apiFetch<CategoryRecipes>(`/categories/${encodeURIComponent(id)}?${search}`, {
        signal,
      });
    },
    getNextPageParam: nextRecipePage,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
