import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ServingsRule } from '@/shared/cart';
import { initialServings } from '../api/servings';

/**
 * The chosen servings, kept in the address (?servings=6) so that print and cooking mode, and a
 * reload, show the same amounts. Other query values (such as orderId) are kept.
 */
export function useServings(rule: ServingsRule): [number, (servings: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.has('servings') ? Number(params.get('servings')) : null;
  const servings = initialServings(rule, requested);
  const choose = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('servings', String(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [servings, choose];
}

/** `?servings=n` when the shopper chose servings other than the default, else ''. */
export function servingsSearch(rule: ServingsRule, servings: number): string {
  return servings === initialServings(rule) ? '' : `?servings=${servings}`;
}
