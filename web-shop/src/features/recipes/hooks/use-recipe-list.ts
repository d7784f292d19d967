import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recipeListQuery } from '@/shared/catalog/catalog-api';
import { useStorefront } from '@/shared/storefront/use-storefront';
import { type RecipeFilters, recipeListRequest } from '../api/recipe-filters';

/** The recipes matching `filters` in the current storefront, a page of 10 at a time. */
export function useRecipeList(filters: RecipeFilters) {
  const { handle } = useStorefront();
  const request = useMemo(() => recipeListRequest(filters, handle), [filters, handle]);
  const query = useInfiniteQuery(recipeListQuery(request));
  const recipes = useMemo(
    () => query.data?.pages.flatMap((page) => page.recipes) ?? [],
    [query.data],
  );
  return { ...query, recipes, totalCount: query.data?.pages[0]?.totalCount ?? 0 };
}
