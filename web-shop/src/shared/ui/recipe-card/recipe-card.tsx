import type { RecipeSummary } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIngredientCountText } from '@/shared/catalog/ingredient-count-text';
import {
  caloriesPerServing,
  dietTags,
  hasDiscountBadge,
  recipeImageUrl,
  summaryIngredientCount,
} from '@/shared/catalog/recipe-facts';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { CartAddButton } from './cart-add-button';
import { DiscountBadge } from './discount-badge';
import { FavouriteLink } from './favourite-link';
import styles from './recipe-card.module.css';
import { RecipePicture } from './recipe-picture';

// Intrinsic sizes of the pictures at 4:3, so the browser reserves their space before they load.
const imageSize = { normal: { width: 400, height: 300 }, large: { width: 800, height: 600 } };

type RecipeCardProps = {
  recipe: RecipeSummary;
  size?: 'normal' | 'large';
  /** The first cards of a page are in view at once: their pictures are fetched eagerly. */
  priority?: boolean;
  /** A short text laid over the picture, such as a meal type. */
  overlay?: string;
  /** The meal type the recipe is added under, where a page chooses by meal type. */
  mealTypeId?: string;
  /** The curated box (meal plan) the recipe is added from. */
  curatedBoxId?: string;
  titleLevel?: 'h2' | 'h3';
};

/** A recipe in a list: picture, name, facts, and links to open, favourite or add it. */
export function RecipeCard({
  recipe,
  size = 'normal',
  priority = false,
  overlay,
  mealTypeId,
  curatedBoxId,
  titleLevel: Title = 'h3',
}: RecipeCardProps) {
  const { t } = useTranslation();
  const ingredientCountText = useIngredientCountText();
  const inStorefront = useStorefrontPath();
  const recipePath = inStorefront(`/recipes/${recipe._id}`);
  const diets = dietTags(recipe.diets).slice(0, 2);

  return (
    <article className={`${styles.card} ${styles[size]}`}>
      <div className={styles.media}>
        <RecipePicture
          src={recipeImageUrl(recipe, size)}
          {...imageSize[size]}
          priority={priority}
        />
        {overlay && <p className={styles.overlay}>{overlay}</p>}
        {hasDiscountBadge(recipe) && <DiscountBadge recipe={recipe} className={styles.discount} />}
        <FavouriteLink
          recipeId={recipe._id}
          recipeName={recipe.name}
          className={styles.favourite}
        />
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>
          <Link to={recipePath} className={styles.titleLink}>
            {recipe.name}
          </Link>
        </Title>
        {diets.length > 0 && (
          <ul className={styles.tags} aria-label={t('recipeCard.diets')}>
            {diets.map((diet) => (
              <li key={diet} className={styles.tag}>
                {t(`diets.${diet}`)}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <ul className={styles.facts}>
            <li>{t('recipeCard.cookTime', { count: recipe.cookingTime })}</li>
            <li>{ingredientCountText(summaryIngredientCount(recipe))}</li>
            <li className={styles.calories}>
              {t('recipeCard.calories', { count: caloriesPerServing(recipe) })}
            </li>
          </ul>
          <CartAddButton
            recipe={recipe}
            {...(mealTypeId !== undefined && { mealTypeId })}
            {...(curatedBoxId !== undefined && { curatedBoxId })}
          />
        </div>
      </div>
    </article>
  );
}
