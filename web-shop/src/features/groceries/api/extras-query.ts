import type { ExtraProduct } from '@mise/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

export type ExtraCategory = { _id: string; name: string; order: number };
export type ExtraProductsPage = { extraProducts: ExtraProduct[]; totalCount: number };

/** Document 1 §7 and §9: the extras popup asks for everything at once (perPage=99999). */
const extrasPerPage = 99_999;

export const extraCategoriesQuery = () =>
  queryOptions({
    queryKey: ['extra-categories'],
    queryFn: ({ signal }) =>
      apiFetch<{ categories: ExtraCategory[] }>('/categories/extra', { signal }),
    select: (answer) => [...answer.categories].sort((a, b) => a.order - b.order),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Extra products change with the catalogue, not within a visit's minutes. */
const extrasStaleMs = 30 * 60 * 1000;

export type ExtrasFilter = { category: string | null; search: string };

export const extraProductsQuery = ({ category, search }: ExtrasFilter) =>
  queryOptions({
    queryKey: ['extra-products', category, search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ perPage: String(extrasPerPage) });
      if (category) query.set('categories', category);
      if (search) query.set('search', search);
      return apiFetch<ExtraProductsPage>(`/extraProducts?${query}`, { signal });
    },
    // The tiles stay while another category or search loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
    // The whole catalogue comes in one answer; opening the popup again need not fetch it again.
    staleTime: extrasStaleMs,
  });
