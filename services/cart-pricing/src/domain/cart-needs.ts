/**
 * From a cart to what computeNeeds works on: the selected recipes as they will be cooked, with
 * removed ingredients out and enabled substitutions in, and the flags that decide what is bought.
 *
 * Substitution (document 2, ingredient card): when the cart's substitution switch is on, an
 * enabled entry buys the substitute instead of the original, the same quantity in base units.
 * Ingredients are not converted: when the two base units differ (g for ml, say) the quantity is
 * still taken as is, and the cart carries a note saying so. One level only: a substitute's own
 * substitution entry is not followed. An entry naming the original itself is "Original", i.e.
 * no substitution.
 *
 * A substitute standing in for a required ingredient is required, even if it is a staple
 * elsewhere: the shopper swapped something they need for it. Removing the original removes it
 * whatever its substitution; removing the substitute removes it too.
 */
import type { CartInput, PricingCatalog } from './cart.js';
import type { NeedsInput, RecipeForNeeds, RecipeIngredient, RecipeSelection } from './needs.js';

export interface SubstitutionNote {
  ingredient: string;
  substitute: string;
  /** Base units of the original and of the substitute. */
  fromUnit: string;
  toUnit: string;
  message: string;
}

export interface CartPlan {
  /** One per selected recipe, in the cart's order, each as it will be cooked. */
  selections: RecipeSelection[];
  /** Everything computeNeeds needs but the selections and the pantry. */
  rules: Omit<NeedsInput, 'selections' | 'pantry'>;
  /** Substitute ingredient id to the original it stands in for (the first, by id, if several). */
  substituteFor: ReadonlyMap<string, string>;
  notes: SubstitutionNote[];
}

/** Active substitutions, original ingredient id to substitute id. */
export function activeSubstitutions(input: CartInput): Map<string, string> {
  const active = new Map<string, string>();
  if (!input.isIngredientSubstitutionOn) return active;
  for (const entry of input.ingredientSubstitutes) {
    if (entry.isSubstituteEnabled && entry.substitute.ingredient !== entry.ingredient) {
      active.set(entry.ingredient, entry.substitute.ingredient);
    }
  }
  return active;
}

function cooked(
  recipeId: string,
  defaultServings: number,
  ingredients: readonly RecipeIngredient[],
  removed: ReadonlySet<string>,
  swaps: ReadonlyMap<string, string>,
): RecipeForNeeds {
  const list: RecipeIngredient[] = [];
  for (const { ingredientId, quantity } of ingredients) {
    if (removed.has(ingredientId)) continue;
    list.push({ ingredientId: swaps.get(ingredientId) ?? ingredientId, quantity });
  }
  return { recipeId, defaultServings, ingredients: list };
}

/** The plan for a cart that cartProblems found nothing wrong with. */
export function planCart(input: CartInput, catalog: PricingCatalog): CartPlan {
  const removed = new Set(input.removedIngredientList);
  const swaps = activeSubstitutions(input);
  const selections = input.recipes.map(({ id, servings }) => {
    const recipe = catalog.recipes.get(id);
    if (!recipe) throw new RangeError(`unknown recipe '${id}'`);
    return {
      recipe: cooked(id, recipe.defaultServings, recipe.ingredients, removed, swaps),
      servings,
    };
  });

  const required = new Map<string, boolean>();
  for (const [id, ingredient] of catalog.ingredients) required.set(id, ingredient.required);
  const substituteFor = new Map<string, string>();
  const notes: SubstitutionNote[] = [];
  for (const [original, substitute] of [...swaps].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (removed.has(original)) continue;
    if (!substituteFor.has(substitute)) substituteFor.set(substitute, original);
    if (required.get(original) ?? true) required.set(substitute, true);
    const fromUnit = catalog.ingredients.get(original)?.baseUnit;
    const toUnit = catalog.ingredients.get(substitute)?.baseUnit;
    if (fromUnit && toUnit && fromUnit !== toUnit) {
      notes.push({
        ingredient: original,
        substitute,
        fromUnit,
        toUnit,
        message: `${substitute} is bought in ${toUnit} for the ${fromUnit} of ${original}, quantity unchanged`,
      });
    }
  }
  return {
    selections,
    rules: { required, addedStaples: new Set(input.nonRequiredProductsToCost), removed },
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
