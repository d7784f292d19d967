import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ServingsRule } from '@/shared/cart';
import { initialServings } from '../api/servings';

/** A recipe's servings rule; customServings, when known, is where the page starts. */
type StartingRule = ServingsRule & { customServings?: number };

/** The rule with the recipe's starting servings (an order's, read with ?orderId) as its default. */
const startingAt = ({ customServings, ...rule }: StartingRule): ServingsRule =>
  customServings ? { ...rule, defaultServings: customServings } : rule;

/**
 * The chosen servings, kept in the address (?servings=6) so that print and cooking mode, and a
 * reload, show the same amounts. Other query values (such as orderId) are kept.
 */
export function useServings(recipe: StartingRule): [number, (servings: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.has('servings') ? Number(params.get('servings')) : null;
  const servings = initialServings(startingAt(recipe), requested);
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

/** `?servings=n` when the shopper chose servings other than the recipe's start, else ''. */
export function servingsSearch(recipe: StartingRule, servings: number): string {
  return servings === initialServings(startingAt(recipe)) ? '' : `?servings=${servings}`;
}
