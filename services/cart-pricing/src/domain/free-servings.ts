/**
 * Free servings of the selected recipes: servings the shopper gets at no cost, because the
 * packs the rest of the cart buys (with the pantry) cook them too.
 *
 * Definition. One number per selection, its free servings f, chosen for the cart as a whole:
 * - f is 0, or a portion the recipe is made in (on its grid: minServings, then steps of
 *   incrServings), and what stays, servings - f, is 0 or on the grid too: the shopper could
 *   set the selection to servings - f, and could cook the f servings as a recipe of their own;
 * - jointly free: the cart with every selection reduced by its f (a selection reduced to 0
 *   left out), same tier, pantry, removals and substitutions, has the same product cost as the
 *   full cart. So the free servings add nothing to what the cart pays: all of them together
 *   are cooked from what is left once the rest of the cart is cooked, and removing exactly
 *   them does not lower the price.
 * Selections are not free each on their own: two meals of the same recipe share every
 * ingredient, and one pack's leftover can cover one of them, not both.
 *
 * Choice. Selections are taken in a fixed order (recipe id, then most servings first, so the
 * cart's order never changes the answer), each given the most free servings that keep the
 * cart's cost with the ones already given. Giving fewer never costs less (a cheapest mix of
 * packs never gets cheaper as the need grows), so the most is found by bisection, and at the
 * end no single selection could give up more: the set is maximal, though not always the
 * largest total. Every amount tried is checked in full, so a claim is never looser than that.
 * Only ingredients the cart buys count; a recipe needing only staples or ingredients without
 * products is free. A cart without a recipe is planned as the shopper would have it: a staple
 * bought only because that recipe swapped it in is then not bought.
 */
import type { CartPlan } from './cart-needs.js';
import { type IngredientNeed, isBought, type RecipeForNeeds, summedNeed } from './needs.js';
import type { TierPricer } from './tier-pricer.js';
import type { BrandTier } from './tier-prices.js';

export interface ServingGrid {
  minServings: number;
  incrServings: number;
}

/** Float noise allowance when comparing servings. */
const EPSILON = 1e-9;

/** The largest servings on the grid that is at most `limit`; 0 when even the minimum is above. */
export function gridFloor(grid: ServingGrid, limit: number): number {
  if (limit + EPSILON < grid.minServings) return 0;
  const steps = Math.floor((limit - grid.minServings + EPSILON) / grid.incrServings);
  return grid.minServings + steps * grid.incrServings;
}

const onGrid = (grid: ServingGrid, servings: number) =>
  servings >= grid.minServings && (servings - grid.minServings) % grid.incrServings === 0;

/** The free servings a selection of `servings` may have, besides 0, smallest first. */
function freeOptions(grid: ServingGrid, servings: number): number[] {
  const options: number[] = [];
  // A grid that never steps up offers no portions (and cartProblems refuses its servings).
  if (!(grid.incrServings > 0)) return options;
  for (let free = grid.minServings; free <= servings; free += grid.incrServings) {
    if (free > 0 && (free === servings || onGrid(grid, servings - free))) options.push(free);
  }
  return options;
}

/** The largest option `isFree` accepts, 0 if none; `isFree` holds for a prefix of `options`. */
function largestFree(options: readonly number[], isFree: (free: number) => boolean): number {
  // Most selections have none free: one look settles them.
  const first = options[0];
  if (first === undefined || !isFree(first)) return 0;
  let accepted = 1;
  let refused = options.length;
  while (accepted < refused) {
    const mid = (accepted + refused) >> 1;
    if (isFree(options[mid] as number)) accepted = mid + 1;
    else refused = mid;
  }
  return options[accepted - 1] as number;
}

export interface FreeServingsInput {
  plan: CartPlan;
  /**
   * The plan of the cart keeping only the selections at these indexes: whether a swapped-in
   * ingredient is bought depends on which recipes the cart holds, not on their servings.
   */
  planOf: (kept: ReadonlySet<number>) => CartPlan;
  /** The cart's priced needs (computeNeeds(...).needs): they give the cost to keep. */
  needs: readonly IngredientNeed[];
  grids: readonly ServingGrid[];
  pantry: ReadonlyMap<string, number>;
  pricer: TierPricer;
  tier: BrandTier;
}

type Rules = CartPlan['rules'];

/** Ingredients whose line is bought under one set of rules and may not be under the other. */
function linesRuledDifferently(a: Rules, b: Rules): string[] {
  const ids = new Set([
    ...a.required.keys(),
    ...b.required.keys(),
    ...(a.addedStaples ?? []),
    ...(b.addedStaples ?? []),
    ...(a.removed ?? []),
    ...(b.removed ?? []),
  ]);
  return [...ids].filter(
    (id) =>
      (a.required.get(id) ?? true) !== (b.required.get(id) ?? true) ||
      (a.addedStaples?.has(id) ?? false) !== (b.addedStaples?.has(id) ?? false) ||
      (a.removed?.has(id) ?? false) !== (b.removed?.has(id) ?? false),
  );
}

/** Free servings per selection of the plan, in its order. */
export function freeServings(input: FreeServingsInput): number[] {
  const { plan, pricer, tier } = input;
  // A line costs its cheapest pack mix (grocery-lines), priced here without building the line:
  // a cart of 50 recipes asks this thousands of times.
  const lineCost = (ingredientId: string, toBuy: number) =>
    pricer.pricing(ingredientId, tier).mix(toBuy).costCents;
  const fullCost = new Map(
    input.needs.map((need) => [need.ingredientId, lineCost(need.ingredientId, need.toBuy)]),
  );
  const left = plan.selections.map((selection) => selection.servings);
  let rules = plan.rules;

  // Taking servings off one selection changes only the lines of the ingredients it uses: the
  // cart keeps its cost when each of those lines keeps its own (a line's cost only falls as its
  // need does). A line's need comes from the selections using it, each trimmed to that
  // ingredient. Taking a selection off entirely may also change which swapped-in lines are
  // bought: those are checked too, under the rules of the cart without it.
  const users = new Map<string, { j: number; recipe: RecipeForNeeds }[]>();
  const usedBy = plan.selections.map(({ recipe }, j) => {
    const ingredientIds = [...new Set(recipe.ingredients.map((i) => i.ingredientId))];
    for (const id of ingredientIds) {
      const ingredients = recipe.ingredients.filter((i) => i.ingredientId === id);
      const list = users.get(id) ?? [];
      list.push({ j, recipe: { ...recipe, ingredients } });
      users.set(id, list);
    }
    return ingredientIds;
  });
  const lineKeepsCost = (under: Rules) => (ingredientId: string) => {
    let cents = 0;
    if (isBought(under, ingredientId)) {
      // As computeNeeds adds up a need and takes the pantry off it.
      const amounts: number[] = [];
      for (const { j, recipe } of users.get(ingredientId) ?? []) {
        const servings = left[j] ?? 0;
        if (servings <= 0) continue;
        for (const { quantity } of recipe.ingredients) {
          amounts.push((quantity * servings) / recipe.defaultServings);
        }
      }
      const total = summedNeed(amounts);
      const held = Math.max(0, input.pantry.get(ingredientId) ?? 0);
      if (amounts.length > 0) cents = lineCost(ingredientId, total - Math.min(held, total));
    }
    return cents === (fullCost.get(ingredientId) ?? 0);
  };
  // Lines used by one selection alone are the quickest to check, and the likeliest to fall.
  for (const ids of usedBy)
    ids.sort((a, b) => (users.get(a)?.length ?? 0) - (users.get(b)?.length ?? 0));

  const order = plan.selections
    .map((selection, k) => ({ id: selection.recipe.recipeId, servings: selection.servings, k }))
    .sort((a, b) =>
      a.id !== b.id ? (a.id < b.id ? -1 : 1) : b.servings - a.servings || a.k - b.k,
    );
  const swappedIn = new Set(plan.substituteFor.keys());
  const free = plan.selections.map(() => 0);
  for (const { servings, k } of order) {
    const grid = input.grids[k];
    if (!grid) continue;
    const ids = usedBy[k] ?? [];
    // Only a swapped-in line can change status when a recipe leaves the cart (cart-needs).
    const replans = ids.some((id) => swappedIn.has(id));
    const keptWithout = () => {
      const under = rulesOf(input, left);
      const lines = new Set([...ids, ...linesRuledDifferently(rules, under)]);
      return [...lines].every(lineKeepsCost(under));
    };
    free[k] = largestFree(freeOptions(grid, servings), (f) => {
      left[k] = servings - f;
      // A line that falls under today's rules falls without the recipe too (it can only stop
      // being bought), so the cart is re-planned only once the lines hold.
      const kept = ids.every(lineKeepsCost(rules)) && (!replans || f < servings || keptWithout());
      left[k] = servings;
      return kept;
    });
    left[k] = servings - (free[k] ?? 0);
    if (replans && left[k] === 0) rules = rulesOf(input, left);
  }
  return free;
}

function rulesOf(input: FreeServingsInput, left: readonly number[]): Rules {
  const kept = new Set(left.flatMap((servings, j) => (servings > 0 ? [j] : [])));
  return input.planOf(kept).rules;
}
