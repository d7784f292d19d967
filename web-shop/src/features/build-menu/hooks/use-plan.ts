import type { BuildMenuAnswer } from '@mise/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { isoDay, type MealSlot } from '../api/build-menu-state';
import { requestPlan } from '../api/plan-calls';
import { asksForEachPerson, planBody, replanBody, requestKey } from '../api/plan-request';
import { useBuildMenu } from './use-build-menu';

type Replan = { request: string; plan: BuildMenuAnswer; slots: MealSlot[] };

/**
 * Document 2 §9: a change of the goal is planned 500 ms after the shopper stops changing it, so
 * a few quick changes ask the planner once. Other changes wait the same, for the same reason.
 */
export const calorieUpdateDelayMs = 500;

/**
 * The plan for the wizard's choices: the one kept, while it answers them; otherwise asked for
 * once the choices have settled. `replanning` plans some meals again around the others (a swap,
 * "Let's pick"); its answer becomes the kept plan.
 */
export function usePlan() {
  const { state, update } = useBuildMenu();
  const handle = useStorefrontHandle();
  const today = isoDay(new Date());
  const body = useMemo(
    () => planBody(state, new Date(`${today}T00:00`), handle),
    [state, today, handle],
  );
  const key = body && requestKey(body);
  const settledKey = useDebouncedValue(key, calorieUpdateDelayMs);
  const kept = state.buildMenuResult;
  const isCurrent = kept !== null && kept.request === key;
  const keptRequest = kept?.request;
  const isForEachPerson = useMemo(
    () => keptRequest !== undefined && asksForEachPerson(keptRequest),
    [keptRequest],
  );

  const planned = useQuery({
    queryKey: ['build-menu', settledKey],
    queryFn: ({ signal }) => requestPlan(JSON.parse(settledKey ?? 'null'), signal),
    enabled: settledKey !== null && settledKey === key && !isCurrent,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (planned.data && settledKey === key && key !== null && !isCurrent) {
      update({ buildMenuResult: { request: key, plan: planned.data }, removedMeals: [] });
    }
  }, [planned.data, settledKey, key, isCurrent, update]);

  // The request replanned travels with the call: choices changed meanwhile do not claim its answer.
  const replan = useMutation({
    mutationFn: ({ request, plan, slots }: Replan) =>
      requestPlan(replanBody(JSON.parse(request), plan, slots)),
    onSuccess: (plan, { request }) =>
      update((now) =>
        now.buildMenuResult?.request === request
          ? { buildMenuResult: { request, plan }, removedMeals: [] }
          : {},
      ),
  });

  const isUpdating = !isCurrent && !planned.isError;
  return {
    /** The plan for the choices; while `isUpdating`, the one before, until its successor comes. */
    plan: isCurrent || isUpdating ? kept?.plan : undefined,
    /** The plan shown was asked for each person's own goal: it is worth showing person by person. */
    isForEachPerson,
    isUpdating,
    error: isCurrent ? null : planned.error,
    retry: () => void planned.refetch(),
    /** Some meals of the shown plan planned again, the others kept: a swap, "Let's pick". */
    replanning: {
      run: (slots: MealSlot[]) => {
        if (kept && isCurrent) replan.mutate({ request: kept.request, plan: kept.plan, slots });
      },
      /** The meals being planned again. */
      slots: replan.isPending ? replan.variables.slots : [],
      isPending: replan.isPending,
      error: replan.error,
      retry: () => {
        if (replan.variables) replan.mutate(replan.variables);
      },
    },
  };
}
