import type { RecipeSummary } from '@mise/contracts';

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
