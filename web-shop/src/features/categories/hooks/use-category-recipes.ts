import { useInfiniteQuery } from '@tanstack/react-query';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { categoryRecipesQuery } from '../api/category-query';

/** The category of the address's :id with every recipe page fetched so far. */
export function useCategoryRecipes(id: string) {
  const handle = useStorefrontHandle();
  const query = useInfiniteQuery(categoryRecipesQuery(id, handle));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    category: pages[0]?.category,
    recipes: pages.flatMap((page) => page.recipes),
    totalCount: pages[0]?.totalCount ?? 0,
  };
}
