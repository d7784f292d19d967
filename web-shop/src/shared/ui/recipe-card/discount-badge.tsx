import type { RecipeSummary } from '@mise/contracts';
import { useTranslation } from 'react-i18next';

type DiscountBadgeProps = {
  recipe: Pick<RecipeSummary, 'saveUpto' | 'freeServings'>;
  className?: string;
};

/** Free servings say more than a percentage, so they win when a recipe has both. */
export function DiscountBadge({ recipe, className }: DiscountBadgeProps) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {recipe.freeServings > 0
        ? t('recipeCard.freeServings', { count: recipe.freeServings })
        : t('recipeCard.saveUpto', { percent: Math.round(recipe.saveUpto) })}
    </p>
  );
}
