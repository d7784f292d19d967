import type {
  CartAnswer,
  CartRecipeSelection,
  RecommendedRecipe,
  ShopConfig,
} from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

type SuggestionsCart = Pick<
  CartAnswer,
  'selectedRecipes' | 'removedIngredients' | 'ingredientSubstitutes'
>;

function cartRecipes(cart: SuggestionsCart): CartRecipeSelection[] {
  return cart.selectedRecipes.map((recipe) => ({
    id: recipe._id,
    servings: recipe.servings,
    ...(recipe.mealTypeId ? { mealTypeId: recipe.mealTypeId } : {}),
    ...(recipe.curatedBoxId ? { curatedBoxId: recipe.curatedBoxId } : {}),
    ...(recipe.originalRecipeId ? { originalRecipeId: recipe.originalRecipeId } : {}),
  }));
}

/** Recipes that use up the cart's leftovers: the /min-order suggestions. */
export const suggestionsQuery = (
  cart: SuggestionsCart,
  config: Pick<ShopConfig, 'countryCode' | 'currency'>,
) => {
  const body = {
    cartRecipes: cartRecipes(cart),
    removedIngredientList: cart.removedIngredients,
    ingredientSubstitutes: cart.ingredientSubstitutes,
    config: { countryCode: config.countryCode, currency: config.currency },
  };
  return queryOptions({
    queryKey: ['min-order-suggestions', body],
    queryFn: ({ signal }) =>
      apiFetch<{ recipes: RecommendedRecipe[] }>('/recommendation/commonIngredientsRecipe', {
        method: 'POST',
        body,
        signal,
      }),
    select: (answer) => answer.recipes,
    retry: false,
  });
};
