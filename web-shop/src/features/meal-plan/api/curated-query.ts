import type { CuratedBoxDetail, CuratedBoxSummary, ShopConfig } from '@mise/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/shared/api/http';

/** Spec §9: curated boxes come 10 to a page, in their set order. */
export const curatedPageLimit = 10;

export type CuratedBoxesPage = {
  curatedRecipes: CuratedBoxSummary[];
  currentPage: number;
  nextPage: number | null;
  totalPage: number;
  limit: number;
};

type Scope = { countryCode: ShopConfig['countryCode']; influencerId: string | undefined };

/** The page after `last`, while it is within the total. */
export function nextCuratedPage(last: CuratedBoxesPage): number | undefined {
  const next = last.nextPage;
  return next !== null && next <= last.totalPage ? next : undefined;
}

/** GET /api/curated-recipes: the storefront's meal-plan boxes, sorted by order ascending. */
export const curatedBoxesQuery = ({ countryCode, influencerId }: Scope) =>
  infiniteQueryOptions({
    queryKey: ['curated-boxes', countryCode, influencerId ?? null],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ countryCode });
      if (influencerId) search.set('influencerId', influencerId);
      search.set('sortBy', 'order');
      search.set('order', 'asc');
      search.set('page', String(pageParam));
      search.set('perPage', String(curatedPageLimit));
      return apiFetch<CuratedBoxesPage>(`/curated-recipes?${search}`, { signal });
    },
    getNextPageParam: nextCuratedPage,
  });

/** GET /api/curated-recipes/:id: one box with its recipes grouped by first category. */
export const curatedBoxQuery = (id: string, { countryCode, influencerId }: Scope) =>
  queryOptions({
    queryKey: ['curated-box', id, countryCode, influencerId ?? null],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        countryCode,
        isDefaultInfluencer: String(!influencerId),
      });
      if (influencerId) search.set('influencerId', influencerId);
      return apiFetch<CuratedBoxDetail>(`/curated-recipes/${encodeURIComponent(id)}?${search}`, {
        signal,
      });
    },
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
