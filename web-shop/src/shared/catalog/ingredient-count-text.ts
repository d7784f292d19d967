import { useTranslation } from 'react-i18next';
import type { IngredientCount } from './recipe-facts';

/** "6 ingredients + 5 pantry staples", the same words on a recipe card and a recipe page. */
export function useIngredientCountText(): (count: IngredientCount) => string {
  const { t } = useTranslation();
  return ({ toBuy, staples }) => {
    const ingredients = t('recipeCard.ingredients', { count: toBuy });
    return staples > 0
      ? `${ingredients} ${t('recipeCard.staples', { count: staples })}`
      : ingredients;
  };
}
