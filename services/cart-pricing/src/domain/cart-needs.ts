/**
 * From a cart to what computeNeeds works on: the selected recipes as they will be cooked, with
 * removed ingredients out and enabled substitutions in, and the flags that decide what is bought.
 *
 * Substitution (document 2, ingredient card; spec README): when the cart's substitution switch
 * is on, an enabled entry buys the substitute instead of the original, converted by the factor
 * the catalog's copy gives the pair (same mass through unit weight or density, times the
 * culinary ratio). A pair without a factor is not a substitute at all. One level only: a
 * substitute's own substitution entry is not followed. An entry naming the original itself is
 * "Original", i.e. no substitution.
 *
 * A swap keeps the original line's staple status: a substitute standing in for a required
 * ingredient is required, one standing in for a staple stays a staple (bought only if the
 * shopper added the staple or the substitute). An ingredient the cart also uses in its own
 * right is one line, required if any of its uses is. Removing the original removes it whatever
 * its substitution; removing the substitute removes it too.
 */
import type { CartInput, PricingCatalog, SubstitutionNote } from './cart.js';
import type { NeedsInput, RecipeForNeeds, RecipeIngredient, RecipeSelection } from './needs.js';

/** A cart with no recipe and no extra: nothing to buy, nothing to deliver. */
export const choseNothing = (cart: Pick<CartInput, 'recipes' | 'extraGroceries'>): boolean =>
  cart.recipes.length === 0 && Object.keys(cart.extraGroceries).length === 0;

export interface CartPlan {
  /** One per selected recipe, in the cart's order, each as it will be cooked. */
  selections: RecipeSelection[];
  /** Everything computeNeeds needs but the selections and the pantry. */
  rules: Omit<NeedsInput, 'selections' | 'pantry'>;
  /** Substitute ingredient id to the original it stands in for (the first, by id, if several). */
  substituteFor: ReadonlyMap<string, string>;
  notes: SubstitutionNote[];
}

export interface Swap {
  substitute: string;
  /** Substitute, in its base unit, per base unit of the original. */
  factor: number;
}

/** Active substitutions, original ingredient id to its substitute and conversion factor. */
export function activeSubstitutions(input: CartInput, catalog: PricingCatalog): Map<string, Swap> {
  const active = new Map<string, Swap>();
  if (!input.isIngredientSubstitutionOn) return active;
  for (const entry of input.ingredientSubstitutes) {
    const substitute = entry.substitute.ingredient;
    if (!entry.isSubstituteEnabled || substitute === entry.ingredient) continue;
    const pair = catalog.ingredients
      .get(entry.ingredient)
      ?.substitutes.find(({ ingredientId }) => ingredientId === substitute);
    if (!pair)
      throw new RangeError(`'${substitute}' is not a substitute for '${entry.ingredient}'`);
    active.set(entry.ingredient, { substitute, factor: pair.factor });
  }
  return active;
}

function cooked(
  recipeId: string,
  defaultServings: number,
  ingredients: readonly RecipeIngredient[],
  removed: ReadonlySet<string>,
  swaps: ReadonlyMap<string, Swap>,
): RecipeForNeeds {
  const list: RecipeIngredient[] = [];
  for (const { ingredientId, quantity } of ingredients) {
    if (removed.has(ingredientId)) continue;
    const swap = swaps.get(ingredientId);
    list.push(
      swap
        ? { ingredientId: swap.substitute, quantity: quantity * swap.factor }
        : { ingredientId, quantity },
    );
  }
  return { recipeId, defaultServings, ingredients: list };
}

/** The plan for a cart that cartProblems found nothing wrong with. */
export function planCart(input: CartInput, catalog: PricingCatalog): CartPlan {
  const removed = new Set(input.removedIngredientList);
  const swaps = activeSubstitutions(input, catalog);
  const recipes = input.recipes.map(({ id, servings }) => {
    const recipe = catalog.recipes.get(id);
    if (!recipe) throw new RangeError(`unknown recipe '${id}'`);
    return { recipe, servings };
  });
  const selections = recipes.map(({ recipe, servings }) => ({
    recipe: cooked(recipe._id, recipe.defaultServings, recipe.ingredients, removed, swaps),
    servings,
  }));

  const used = new Set(
    recipes.flatMap(({ recipe }) => recipe.ingredients.map((i) => i.ingredientId)),
  );
  const isRequired = (id: string) => catalog.ingredients.get(id)?.required ?? true;
  const required = new Map<string, boolean>();
  for (const [id, ingredient] of catalog.ingredients) required.set(id, ingredient.required);
  const addedStaples = new Set(input.nonRequiredProductsToCost);
  const substituteFor = new Map<string, string>();
  const standsInFor = new Map<string, string[]>();
  const notes: SubstitutionNote[] = [];
  const byOriginal = [...swaps].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [original, { substitute, factor }] of byOriginal) {
    // A swap kept from an ingredient no selected recipe uses stands in for nothing.
    if (removed.has(original) || !used.has(original)) continue;
    if (!substituteFor.has(substitute)) substituteFor.set(substitute, original);
    standsInFor.set(substitute, [...(standsInFor.get(substitute) ?? []), original]);
    const fromUnit = catalog.ingredients.get(original)?.baseUnit;
    const toUnit = catalog.ingredients.get(substitute)?.baseUnit;
    if (fromUnit && toUnit && fromUnit !== toUnit) {
      notes.push({
        ingredient: original,
        substitute,
        fromUnit,
        toUnit,
        factor,
        message: `${factor} ${toUnit} of ${substitute} for each ${fromUnit} of ${original}`,
      });
    }
  }
  // One line per ingredient: required if any of its uses is, whether swapped in or its own.
  for (const [substitute, originals] of standsInFor) {
    const usedItself = used.has(substitute) && !swaps.has(substitute);
    required.set(substitute, originals.some(isRequired) || (usedItself && isRequired(substitute)));
    if (originals.some((original) => addedStaples.has(original))) addedStaples.add(substitute);
  }
  return {
    selections,
    rules: { required, addedStaples, removed },
    substituteFor,
    notes,
  };
}

/**
 * What one selection needs, per ingredient, in base units: computed as computeNeeds does
 * (quantity x servings / defaultServings), adding up an ingredient the recipe lists twice.
 */
export function selectionAmounts({ recipe, servings }: RecipeSelection): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const { ingredientId, quantity } of recipe.ingredients) {
    const amount = (quantity * servings) / recipe.defaultServings;
    amounts.set(ingredientId, (amounts.get(ingredientId) ?? 0) + amount);
  }
  return amounts;
}
