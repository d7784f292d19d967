import { clampServings, type ServingsRule, servingsGrid } from '@/shared/cart';

/*
 * The page's stepper walks the grid the cart uses (shared/cart selections): the minimum, then
 * whole increments, up to the last step within the servings the server accepts.
 */

/** What the page starts with: a valid `requested` (from the address) or the recipe's default. */
export function initialServings(rule: ServingsRule, requested?: number | null): number {
  if (requested != null && Number.isInteger(requested) && isAllowed(rule, requested)) {
    return requested;
  }
  return clampServings(rule, rule.defaultServings);
}

export function isAllowed(rule: ServingsRule, servings: number): boolean {
  const { min, step, max } = servingsGrid(rule);
  return servings >= min && servings <= max && (servings - min) % step === 0;
}

/** Spec: plus raises the servings by the increment, starting from the minimum. */
export function moreServings(rule: ServingsRule, servings: number): number {
  const { min, step, max } = servingsGrid(rule);
  if (servings < min) return min;
  return Math.min(max, clampServings(rule, servings) + step);
}

/** On the recipe page minus never goes below the minimum (the cart is where it removes). */
export function fewerServings(rule: ServingsRule, servings: number): number {
  const { min, step } = servingsGrid(rule);
  return Math.max(min, clampServings(rule, servings) - step);
}

export function canHaveMore(rule: ServingsRule, servings: number): boolean {
  return servings < servingsGrid(rule).max;
}

export function canHaveFewer(rule: ServingsRule, servings: number): boolean {
  return servings > servingsGrid(rule).min;
}
