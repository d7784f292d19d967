import type { PlannedMeal } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { RecipePicture } from '@/shared/ui/recipe-card/recipe-picture';
import styles from './plan.module.css';

type PlannedMealCardProps = {
  meal: PlannedMeal;
  /** The plan was asked for each person's own goal: the servings each eats are worth showing. */
  isForEachPerson: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** A swap of this meal is under way. */
  isSwapping: boolean;
  /** Another change of the plan is under way: this meal waits for it. */
  isBusy: boolean;
  onSwap: () => void;
  onRemove: () => void;
};

/**
 * A planned meal: the recipe, and on opening its servings, portion and nutrition per serving
 * (and what each person eats of it, when their goals differ).
 */
export function PlannedMealCard({
  meal,
  isForEachPerson,
  expanded,
  onToggle,
  isSwapping,
  isBusy,
  onSwap,
  onRemove,
}: PlannedMealCardProps) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const detailsId = useId();
  const { recipe } = meal;

  return (
    <article className={styles.meal} aria-label={recipe.name} aria-busy={isSwapping || undefined}>
      <div className={styles.mealHead}>
        <div className={styles.mealPicture}>
          <RecipePicture src={recipe.image} width={96} height={72} priority={false} />
        </div>
        <div className={styles.mealText}>
          <h4 className={styles.mealName}>
            <Link to={inStorefront(`/recipes/${recipe._id}`)}>{recipe.name}</Link>
          </h4>
          <p className={styles.mealFacts}>
            {t('recipeCard.cookTime', { count: recipe.cookingTime })} ·{' '}
            {t(`buildMenu.meal.difficulty.${recipe.difficulty}`)}
          </p>
        </div>
      </div>
      {expanded && (
        <dl id={detailsId} className={styles.mealDetails}>
          <div>
            <dt>{t('buildMenu.meal.servings')}</dt>
            <dd>{meal.servings}</dd>
          </div>
          <div>
            <dt>{t('buildMenu.meal.portion')}</dt>
            <dd>{t('buildMenu.meal.portionValue', { portion: meal.portion })}</dd>
          </div>
          <div>
            <dt>{t('buildMenu.meal.eaten')}</dt>
            <dd>{meal.eatenServings}</dd>
          </div>
          {isForEachPerson && (
            <div className={styles.mealWide}>
              <dt>{t('buildMenu.meal.eachPerson')}</dt>
              <dd>
                {meal.servingsPerPerson
                  .map((servings, index) =>
                    t('buildMenu.meal.personServings', { number: index + 1, count: servings }),
                  )
                  .join(' · ')}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('buildMenu.meal.perServing')}</dt>
            <dd>
              {t('buildMenu.meal.nutrition', {
                calories: Math.round(recipe.nutrition.calories),
                protein: Math.round(recipe.nutrition.protein),
                carbs: Math.round(recipe.nutrition.carbs),
                fat: Math.round(recipe.nutrition.fat),
              })}
            </dd>
          </div>
        </dl>
      )}
      <div className={styles.mealActions}>
        <button
          type="button"
          className={styles.textAction}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          {expanded ? t('buildMenu.meal.less') : t('buildMenu.meal.more')}
        </button>
        <button
          type="button"
          className={styles.textAction}
          disabled={isBusy}
          aria-label={t('buildMenu.meal.swapNamed', { name: recipe.name })}
          onClick={onSwap}
        >
          {isSwapping ? t('buildMenu.meal.swapping') : t('buildMenu.meal.swap')}
        </button>
        <button
          type="button"
          className={styles.textAction}
          disabled={isBusy}
          aria-label={t('buildMenu.meal.removeNamed', { name: recipe.name })}
          onClick={onRemove}
        >
          {t('buildMenu.meal.remove')}
        </button>
      </div>
    </article>
  );
}
