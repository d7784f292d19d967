import type { RecommendedRecipe, ShopConfig } from '@mise/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';
import type { CartDraft } from '@/shared/cart';

/** What decides the cart's leftovers: the recipes and servings, removed and swapped ingredients. */
type LeftoverChoices = Pick<
  CartDraft,
  'selections' | 'removedIngredientList' | 'ingredientSubstitutes'
>;

/**
 * Recipes that use up the cart's leftovers: the /min-order suggestions. Keyed on the shopper's
 * choices that decide the leftovers, not on the priced answer, so a promo, extra or brand change
 * asks nothing; the last suggestions stay on screen while new ones load instead of a spinner.
 */
export const suggestionsQuery = (
  choices: LeftoverChoices,
  config: Pick<ShopConfig, 'countryCode' | 'currency'>,
) => {
  const body = {
    cartRecipes: choices.selections,
    removedIngredientList: choices.removedIngredientList,
    ingredientSubstitutes: choices.ingredientSubstitutes,
    config: { countryCode: config.countryCode, currency: config.currency },
  };
  return queryOptions({
    queryKey: [
      'min-order-suggestions',
      config.countryCode,
      config.currency,
      choices.selections.map(
        (recipe) => `${recipe.id}:${recipe.mealTypeId ?? ''}:${recipe.servings}`,
      ),
      choices.removedIngredientList,
      choices.ingredientSubstitutes.map(
        (swap) => `${swap.ingredient}>${swap.substitute.ingredient}`,
      ),
    ],
    queryFn: ({ signal }) =>
      apiFetch<{ recipes: RecommendedRecipe[] }>('/recommendation/commonIngredientsRecipe', {
        method: 'POST',
        body,
        signal,
      }),
    select: (answer) => answer.recipes,
    placeholderData: keepPreviousData,
    retry: false,
  });
};
