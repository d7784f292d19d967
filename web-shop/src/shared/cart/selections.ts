import type { CartRecipeSelection } from '@mise/contracts';
import { maxCartRecipes, maxRecipeServings } from './limits';

/** One recipe in the cart as the shop sends it (spec: "Price request" recipes). */
export type CartSelection = CartRecipeSelection;

/** What the servings rules need of a recipe. */
export type ServingsRule = { defaultServings: number; minServings: number; incrServings: number };

/** A recipe being added: its rules, plus the free servings the leftovers cover (list answers). */
export type RecipeToAdd = ServingsRule & {
  _id: string;
  freeServings?: number;
  curatedBoxId?: string;
  originalRecipeId?: string;
};

/** Rules for a recipe the shop knows nothing about yet (e.g. from a shared link). */
export const unknownRule: ServingsRule = { defaultServings: 2, minServings: 1, incrServings: 1 };

/** A recipe's servings grid: the minimum, whole increments above it, and the last step allowed. */
export type ServingsGrid = { min: number; step: number; max: number };

/**
 * The grid the server accepts (a missing minimum or increment counts as 1); the last step is
 * the highest on the grid within the contract's servings limit.
 */
export function servingsGrid(rule: ServingsRule): ServingsGrid {
  const min = Math.max(1, Math.round(rule.minServings) || 1);
  const step = Math.max(1, Math.round(rule.incrServings) || 1);
  const max = Math.max(min, min + Math.floor((maxRecipeServings - min) / step) * step);
  return { min, step, max };
}

/**
 * The nearest servings on the recipe's grid at or above `servings`, never past its last step:
 * the server refuses servings off that grid.
 */
export function clampServings(rule: ServingsRule, servings: number): number {
  const { min, step, max } = servingsGrid(rule);
  if (!Number.isFinite(servings) || servings <= min) return min;
  return Math.min(max, min + Math.ceil((servings - min) / step) * step);
}

const matches = (id: string, mealTypeId: string | undefined) => (entry: CartSelection) =>
  entry.id === id && (mealTypeId === undefined || entry.mealTypeId === mealTypeId);

/** The selection a card or stepper acts on: the first entry of the recipe (and meal type). */
export function findSelection(
  selections: readonly CartSelection[],
  id: string,
  mealTypeId?: string,
): CartSelection | undefined {
  return selections.find(matches(id, mealTypeId));
}

/**
 * Spec "Adding a recipe": the free servings if any (on top of what was already chosen), else
 * the default servings, on the recipe's grid; a page where the shopper already chose servings
 * passes them as `servings`. The entry goes to the front, replacing the same recipe with the
 * same meal type. A full cart (spec §9 limit) is left as it is.
 */
export function addSelection(
  selections: readonly CartSelection[],
  recipe: RecipeToAdd,
  mealTypeId?: string,
  servings?: number,
): CartSelection[] {
  const sameEntry = (entry: CartSelection) =>
    entry.id === recipe._id && entry.mealTypeId === mealTypeId;
  const previous = selections.find(sameEntry);
  if (!previous && selections.length >= maxCartRecipes) return [...selections];
  const free = Math.max(0, recipe.freeServings ?? 0);
  const wanted = servings ?? (free > 0 ? (previous?.servings ?? 0) + free : recipe.defaultServings);
  const entry: CartSelection = {
    id: recipe._id,
    servings: clampServings(recipe, wanted),
    ...(mealTypeId !== undefined && { mealTypeId }),
    ...(recipe.curatedBoxId !== undefined && { curatedBoxId: recipe.curatedBoxId }),
    ...(recipe.originalRecipeId !== undefined && { originalRecipeId: recipe.originalRecipeId }),
  };
  return [entry, ...selections.filter((other) => !sameEntry(other))];
}

/** A recipe not yet in the cart cannot be added: the cart holds its limit of recipes. */
export function isFullFor(
  selections: readonly CartSelection[],
  id: string,
  mealTypeId?: string,
): boolean {
  const present = selections.some((entry) => entry.id === id && entry.mealTypeId === mealTypeId);
  return !present && selections.length >= maxCartRecipes;
}

/**
 * A shared link's recipes added to the cart, as "Adding a recipe" adds each: an entry replaces
 * the same recipe with the same meal type, new ones go to the front in the link's order, and
 * what the cart has no room for is left out. Servings go on the grid where the recipe is known.
 */
export function mergeSelections(
  selections: readonly CartSelection[],
  incoming: readonly CartSelection[],
  ruleOf: (id: string) => ServingsRule | undefined,
): CartSelection[] {
  const sameAs = (a: CartSelection) => (b: CartSelection) =>
    a.id === b.id && a.mealTypeId === b.mealTypeId;
  const kept = selections.filter((entry) => !incoming.some(sameAs(entry)));
  const room = Math.max(0, maxCartRecipes - kept.length);
  const added = incoming.slice(0, room).map((entry) => {
    const rule = ruleOf(entry.id);
    return rule ? { ...entry, servings: clampServings(rule, entry.servings) } : entry;
  });
  return [...added, ...kept];
}

/** Plus: up by the increment, starting from the minimum. */
export function increaseSelection(
  selections: readonly CartSelection[],
  rule: ServingsRule,
  id: string,
  mealTypeId?: string,
): CartSelection[] {
  const target = findSelection(selections, id, mealTypeId);
  if (!target) return [...selections];
  const { min, step, max } = servingsGrid(rule);
  const servings =
    target.servings < min ? min : Math.min(max, clampServings(rule, target.servings) + step);
  return selections.map((entry) => (entry === target ? { ...entry, servings } : entry));
}

/** Minus: down by the increment; at or below the minimum the recipe leaves the cart. */
export function decreaseSelection(
  selections: readonly CartSelection[],
  rule: ServingsRule,
  id: string,
  mealTypeId?: string,
): CartSelection[] {
  const target = findSelection(selections, id, mealTypeId);
  if (!target) return [...selections];
  const { min, step } = servingsGrid(rule);
  if (target.servings <= min) return selections.filter((entry) => entry !== target);
  const servings = Math.max(min, clampServings(rule, target.servings) - step);
  return selections.map((entry) => (entry === target ? { ...entry, servings } : entry));
}

/** Removal filters by recipe, and by meal type when one is given. */
export function removeSelection(
  selections: readonly CartSelection[],
  id: string,
  mealTypeId?: string,
): CartSelection[] {
  return selections.filter((entry) => !matches(id, mealTypeId)(entry));
}

/** The servings a card shows: 0 when the recipe is not in the cart (the button is InActive). */
export function servingsIn(
  selections: readonly CartSelection[],
  id: string,
  mealTypeId?: string,
): number {
  return findSelection(selections, id, mealTypeId)?.servings ?? 0;
}
