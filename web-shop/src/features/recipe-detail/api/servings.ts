import type { RecipeSummary } from '@mise/contracts';

export type ServingsRule = Pick<RecipeSummary, 'defaultServings' | 'minServings' | 'incrServings'>;

type Steps = { min: number; step: number; max: number };

/**
 * The servings a recipe may be made for: the minimum, then the minimum plus whole increments,
 * up to a ceiling that still fits a large gathering (four times the default, at least 24).
 */
function stepsOf(rule: ServingsRule): Steps {
  const min = Math.max(1, Math.round(rule.minServings) || 1);
  const step = Math.max(1, Math.round(rule.incrServings) || 1);
  const ceiling = Math.max(24, rule.defaultServings * 4, min);
  const max = min + Math.floor((ceiling - min) / step) * step;
  return { min, step, max };
}

/** The nearest allowed servings at or above `servings` (never below the minimum). */
export function clampServings(rule: ServingsRule, servings: number): number {
  const { min, step, max } = stepsOf(rule);
  if (!Number.isFinite(servings) || servings <= min) return min;
  return Math.min(max, min + Math.ceil((servings - min) / step) * step);
}

/** What the page starts with: a valid `requested` (from the address) or the recipe's default. */
export function initialServings(rule: ServingsRule, requested?: number | null): number {
  if (requested != null && Number.isInteger(requested) && isAllowed(rule, requested)) {
    return requested;
  }
  return clampServings(rule, rule.defaultServings);
}

export function isAllowed(rule: ServingsRule, servings: number): boolean {
  const { min, step, max } = stepsOf(rule);
  return servings >= min && servings <= max && (servings - min) % step === 0;
}

/** Spec: plus raises the servings by the increment, starting from the minimum. */
export function moreServings(rule: ServingsRule, servings: number): number {
  const { min, step, max } = stepsOf(rule);
  if (servings < min) return min;
  return Math.min(max, clampServings(rule, servings) + step);
}

/** On the recipe page minus never goes below the minimum (the cart is where it removes). */
export function fewerServings(rule: ServingsRule, servings: number): number {
  const { min, step } = stepsOf(rule);
  return Math.max(min, clampServings(rule, servings) - step);
}

export function canHaveMore(rule: ServingsRule, servings: number): boolean {
  return servings < stepsOf(rule).max;
}

export function canHaveFewer(rule: ServingsRule, servings: number): boolean {
  return servings > stepsOf(rule).min;
}
