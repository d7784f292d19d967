import type { RecipeDetail } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIngredientCountText } from '@/shared/catalog/ingredient-count-text';
import { dietTags, listedIngredientCount } from '@/shared/catalog/recipe-facts';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import buttonStyles from '@/shared/ui/button-link.module.css';
import { LeafPicture } from '@/shared/ui/leaf-picture/leaf-picture';
import { ShareRecipeDialog } from '@/shared/ui/share-menu/share-recipe-dialog';
import { orderPrintPath, recipeServings } from '../api/recipe-query';
import { servingsSearch, useServings } from '../hooks/use-servings';
import { AddToMenu } from './add-to-menu';
import { AllergenNote } from './allergen-note';
import { AsOrderedNote } from './as-ordered-note';
import { IngredientList } from './ingredient-list';
import { LoadedRecipe } from './loaded-recipe';
import { NutritionTable } from './nutrition-table';
import styles from './recipe-page.module.css';
import { RecipeSteps } from './recipe-steps';
import { ServingsStepper } from './servings-stepper';

/**
 * /recipes/:id and /{handle}/recipes/:id; with ?orderId, the recipe as that order of the
 * shopper's bought it: its servings to start with, and what was substituted.
 */
export function RecipePage() {
  return <LoadedRecipe>{(recipe) => <RecipeView recipe={recipe} />}</LoadedRecipe>;
}

function RecipeView({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const ingredientCountText = useIngredientCountText();
  const inStorefront = useStorefrontPath();
  const [servings, setServings] = useServings(recipe);
  const [sharing, setSharing] = useState(false);
  const diets = dietTags(recipe.diets);
  // An ordered recipe's pages keep its servings in the address, whatever they are.
  const keepServings = recipe.order ? `?servings=${servings}` : servingsSearch(recipe, servings);
  const printPath = recipe.order
    ? orderPrintPath(recipe.order.orderId, recipe._id)
    : `/recipes/${recipe._id}/print${keepServings}`;
  const secondary = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.regular}`;

  return (
    <article className={styles.page}>
      <nav aria-label={t('recipePage.breadcrumb')} className={styles.back}>
        <Link to={inStorefront('/recipes')}>
          <span aria-hidden="true">←</span>
          {t('recipePage.allRecipes')}
        </Link>
      </nav>

      <header className={styles.hero}>
        <LeafPicture
          className={styles.media}
          src={recipe.mainImage || recipe.images.large[0]?.url || recipe.images.url}
          fetchPriority="high"
        />
        <div className={styles.summary}>
          <ul className={styles.tags} aria-label={t('recipePage.tags')}>
            <li>
              <Link className={styles.cuisine} to={`/categories/${recipe.cuisine._id}`}>
                {recipe.cuisine.name}
              </Link>
            </li>
            {diets.map((diet) => (
              <li key={diet} className={styles.tag}>
                {t(`diets.${diet}`)}
              </li>
            ))}
          </ul>
          <h1 className={styles.title}>{recipe.name}</h1>
          {recipe.description && <p className={styles.description}>{recipe.description}</p>}
          {recipe.order && <AsOrderedNote order={recipe.order} />}
          <dl className={styles.facts}>
            <div>
              <dt>{t('recipePage.cookTime')}</dt>
              <dd>{t('recipePage.minutes', { count: recipe.cookingTime })}</dd>
            </div>
            <div>
              <dt>{t('recipePage.difficulty')}</dt>
              <dd>{t(`difficulty.${recipe.difficulty}`)}</dd>
            </div>
            <div>
              <dt>{t('recipePage.ingredientCount')}</dt>
              <dd>{ingredientCountText(listedIngredientCount(recipe.ingredients))}</dd>
            </div>
            <div>
              <dt>{t('recipePage.calories')}</dt>
              <dd>
                {t('recipePage.kcal', {
                  count: Math.round(recipe.nutrition.calories.value),
                })}
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <AddToMenu recipe={recipe} servings={servings} />
            <ButtonLink to={`/recipes/${recipe._id}/cook${keepServings}`} variant="secondary">
              {t('recipePage.startCooking')}
            </ButtonLink>
            <ButtonLink to={printPath} variant="secondary">
              {recipe.order ? t('asOrdered.print') : t('recipePage.print')}
            </ButtonLink>
            <button type="button" className={secondary} onClick={() => setSharing(true)}>
              {t('recipePage.share')}
            </button>
            <ShareRecipeDialog
              open={sharing}
              onClose={() => setSharing(false)}
              recipeId={recipe._id}
            />
          </div>
        </div>
      </header>

      <div className={styles.body}>
        <section className={styles.ingredients} aria-labelledby="ingredients-title">
          <h2 id="ingredients-title" className={styles.heading}>
            {t('recipePage.ingredients')}
          </h2>
          <ServingsStepper rule={recipe} servings={servings} onChange={setServings} />
          <IngredientList
            ingredients={recipe.ingredients}
            servings={servings}
            recipeServings={recipeServings(recipe)}
          />
          <AllergenNote allergens={recipe.allergens} className={styles.allergens} />
        </section>

        <div className={styles.side}>
          <section aria-labelledby="steps-title">
            <h2 id="steps-title" className={styles.heading}>
              {t('recipePage.steps')}
            </h2>
            <RecipeSteps steps={recipe.steps} />
          </section>
          <section aria-labelledby="nutrition-title" className={styles.nutrition}>
            <h2 id="nutrition-title" className={styles.heading}>
              {t('recipePage.nutrition.title')}
            </h2>
            <NutritionTable nutrition={recipe.nutrition} servings={servings} />
          </section>
          {recipe.source && (
            <p className={styles.source}>{t('recipePage.source', { source: recipe.source })}</p>
          )}
        </div>
      </div>
    </article>
  );
}
