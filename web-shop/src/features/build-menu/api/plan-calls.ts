import type { BuildMenuAnswer, BuildMenuInput, NutritionProgram } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

/** The programs the first step offers (GET /api/nutrition-programs). */
export const nutritionProgramsQuery = (handle: string | undefined) =>
  queryOptions({
    queryKey: ['nutrition-programs', handle ?? null],
    queryFn: async ({ signal }) => {
      const search = handle ? `?handle=${encodeURIComponent(handle)}` : '';
      const answer = await apiFetch<{ nutritionGoalPrograms: NutritionProgram[] }>(
        `/nutrition-programs${search}`,
        { signal },
      );
      return answer.nutritionGoalPrograms;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Plans the menu: about two seconds for a full week. */
export function requestPlan(body: BuildMenuInput, signal?: AbortSignal): Promise<BuildMenuAnswer> {
  return apiFetch<BuildMenuAnswer>('/menus/build', { method: 'POST', body, signal });
}
