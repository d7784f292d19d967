import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useStartup } from '@/shared/startup/use-startup';
import { filtersFromSearch, type RecipeFilters, searchWithFilters } from '../api/recipe-filters';

/** The filters in the URL query, and a way to change them (the URL stays the one truth). */
export function useRecipeFilters() {
  const { diets } = useStartup();
  const [params, setParams] = useSearchParams();
  const dietIds = useMemo(() => diets.map((diet) => diet._id), [diets]);
  const filters = useMemo(() => filtersFromSearch(params, dietIds), [params, dietIds]);

  const applyFilters = useCallback(
    (next: RecipeFilters) => {
      // Replace, not push: stepping back through every filter tweak would be tedious.
      setParams((current) => searchWithFilters(current, next), { replace: true });
    },
    [setParams],
  );

  return { filters, applyFilters };
}
