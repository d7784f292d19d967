import type { RecipeIngredientLine, RecipeSummary } from '@mise/contracts';

/** Spec §9: the discount badge shows when leftovers cover over half the cost, or servings are free. */
export function hasDiscountBadge(
  recipe: Pick<RecipeSummary, 'saveUpto' | 'freeServings'>,
): boolean {
  return recipe.saveUpto > 50 || recipe.freeServings > 0;
}

/** Nutrition is per serving (spec §1); shown as whole kilocalories. */
export function caloriesPerServing(recipe: Pick<RecipeSummary, 'nutrition'>): number {
  return Math.round(recipe.nutrition.calories.value);
}

/** The large picture for large cards; lists also carry a smaller one. */
export function recipeImageUrl(
  recipe: Pick<RecipeSummary, 'images'>,
  size: 'normal' | 'large',
): string {
  return (size === 'large' && recipe.images.large[0]?.url) || recipe.images.url;
}

type DietId = RecipeSummary['diets'][number];

/**
 * The diets worth showing as tags: every recipe suits "everything", and a vegan recipe is
 * also vegetarian and pescatarian (the filters count it so); the tag names the strictest.
 */
export function dietTags(diets: readonly DietId[]): DietId[] {
  const implied = new Set<DietId>(['everything']);
  if (diets.includes('vegan')) implied.add('vegetarian');
  if (diets.includes('vegetarian')) implied.add('pescatarian');
  return diets.filter((diet) => !implied.has(diet));
}

/**
 * A recipe card and a recipe page count ingredients one way: the ingredients to buy, and apart
 * from them the pantry staples (salt, oil) the recipe also uses. Counting only the first on the
 * card while the page lists both made "6 ingredients" face a list of 11.
 */
export type IngredientCount = { toBuy: number; staples: number };

/** A card's count, from the list answer: the catalog counts the lines the page lists. */
export function summaryIngredientCount(
  recipe: Pick<RecipeSummary, 'ingredientsAmount' | 'totalIngredients'>,
): IngredientCount {
  return {
    toBuy: recipe.ingredientsAmount,
    staples: Math.max(0, recipe.totalIngredients - recipe.ingredientsAmount),
  };
}

/** A recipe page's count, from the lines it lists. */
export function listedIngredientCount(
  lines: readonly Pick<RecipeIngredientLine, 'required'>[],
): IngredientCount {
  const toBuy = lines.filter((line) => line.required).length;
  return { toBuy, staples: lines.length - toBuy };
}
