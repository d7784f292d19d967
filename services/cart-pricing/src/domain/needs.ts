/**
 * What the cart needs, per ingredient, in the ingredient's base unit (g, ml, unit).
 *
 * - Recipe quantities are written for the recipe's default servings; a selection scales them
 *   by servings / defaultServings.
 * - Needs are summed per ingredient across recipes. Contributions are summed in a fixed order
 *   (smallest first), so the order the recipes arrive in never changes a figure, not even by
 *   floating-point noise.
 * - Pantry holdings are used first: what the pantry covers is `pantryUsed`, the rest `toBuy`.
 * - Staples (ingredients that are not required, such as salt and oil) are left out unless the
 *   shopper added them; they are returned apart as `offeredStaples`.
 * - Removed ingredients are out, staple or not.
 */

export interface RecipeIngredient {
  ingredientId: string;
  /** For the recipe's default servings, already in the ingredient's base unit. */
  quantity: number;
}

export interface RecipeForNeeds {
  recipeId: string;
  defaultServings: number;
  ingredients: readonly RecipeIngredient[];
}

export interface RecipeSelection {
  recipe: RecipeForNeeds;
  servings: number;
}

export interface NeedsInput {
  selections: readonly RecipeSelection[];
  /** Whether each ingredient is required; an ingredient not listed counts as required. */
  required: ReadonlyMap<string, boolean>;
  /** What the shopper holds, per ingredient, in base units. */
  pantry?: ReadonlyMap<string, number>;
  /** Staples the shopper chose to buy (the spec's nonRequiredProductsToCost). */
  addedStaples?: ReadonlySet<string>;
  /** Ingredients the shopper removed (the spec's removedIngredientList). */
  removed?: ReadonlySet<string>;
}

export interface IngredientNeed {
  ingredientId: string;
  required: boolean;
  /** A staple the shopper added. */
  requiredToUser: boolean;
  /** Sum over the selected recipes (the spec's totalIngredientAmountRequired). */
  totalRequired: number;
  /** Part of the need the pantry covers. */
  pantryUsed: number;
  /** Part of the need left to buy (the spec's youNeedQuantity). */
  toBuy: number;
  /** Recipes that use the ingredient, by id, sorted. */
  recipeIds: string[];
}

export interface Needs {
  /** Ingredients to price, sorted by ingredientId. */
  needs: IngredientNeed[];
  /** Staples the recipes use but the shopper did not add: offered, not priced. */
  offeredStaples: IngredientNeed[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An ingredient's contributions added up smallest first, so their order changes no figure. */
export function summedNeed(amounts: readonly number[]): number {
  return [...amounts].sort((a, b) => a - b).reduce((sum, a) => sum + a, 0);
}

/**
 * Whether an offered staple is proposed to the shopper: not when their pantry already holds all
 * the cart's recipes use of it (spec README, pantry: staples the shopper holds are not proposed).
 */
export const isProposedStaple = (staple: IngredientNeed): boolean =>
  !(staple.pantryUsed > 0 && staple.toBuy === 0);

/** Whether the cart buys an ingredient: not removed, and required or a staple the shopper added. */
export function isBought(
  rules: Pick<NeedsInput, 'required' | 'addedStaples' | 'removed'>,
  ingredientId: string,
): boolean {
  if (rules.removed?.has(ingredientId)) return false;
  return (
    (rules.required.get(ingredientId) ?? true) || (rules.addedStaples?.has(ingredientId) ?? false)
  );
}

export function computeNeeds(input: NeedsInput): Needs {
  const contributions = new Map<string, { amounts: number[]; recipes: Set<string> }>();
  for (const { recipe, servings } of input.selections) {
    if (!(servings > 0)) throw new RangeError(`${recipe.recipeId}: servings must be positive`);
    if (!(recipe.defaultServings > 0)) {
      throw new RangeError(`${recipe.recipeId}: default servings must be positive`);
    }
    for (const { ingredientId, quantity } of recipe.ingredients) {
      if (!(quantity >= 0))
        throw new RangeError(`${recipe.recipeId}: bad ${ingredientId} quantity`);
      const entry = contributions.get(ingredientId) ?? { amounts: [], recipes: new Set() };
      entry.amounts.push((quantity * servings) / recipe.defaultServings);
      entry.recipes.add(recipe.recipeId);
      contributions.set(ingredientId, entry);
    }
  }

  const needs: IngredientNeed[] = [];
  const offeredStaples: IngredientNeed[] = [];
  for (const ingredientId of [...contributions.keys()].sort(byId)) {
    if (input.removed?.has(ingredientId)) continue;
    const entry = contributions.get(ingredientId);
    if (!entry) continue;
    const totalRequired = summedNeed(entry.amounts);
    const held = Math.max(0, input.pantry?.get(ingredientId) ?? 0);
    const pantryUsed = Math.min(held, totalRequired);
    const required = input.required.get(ingredientId) ?? true;
    const requiredToUser = !required && (input.addedStaples?.has(ingredientId) ?? false);
    const need: IngredientNeed = {
      ingredientId,
      required,
      requiredToUser,
      totalRequired,
      pantryUsed,
      toBuy: Math.max(0, totalRequired - pantryUsed),
      recipeIds: [...entry.recipes].sort(byId),
    };
    if (isBought(input, ingredientId)) needs.push(need);
    else offeredStaples.push(need);
  }
  return { needs, offeredStaples };
}
