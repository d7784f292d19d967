import type { RecipeDetail } from '@mise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeServings } from '../api/recipe-query';
import { AllergenNote } from './allergen-note';
import { IngredientList } from './ingredient-list';
import { NutritionTable } from './nutrition-table';
import styles from './print-page.module.css';
import { RecipeSteps } from './recipe-steps';

type RecipeSheetProps = {
  recipe: RecipeDetail;
  servings: number;
  /** Shown under the title: how the order bought it. */
  note?: ReactNode;
  /** h2 when the sheet is one of an order's menu, under the menu's own title. */
  titleLevel?: 'h1' | 'h2';
};

/** One recipe on paper: its amounts for `servings`, its steps and nutrition. */
export function RecipeSheet({ recipe, servings, note, titleLevel = 'h1' }: RecipeSheetProps) {
  const { t } = useTranslation();
  const Title = titleLevel;
  return (
    <article className={styles.sheet}>
      <header className={styles.header}>
        <p className={styles.brand}>{t('brand.name')}</p>
        <Title className={styles.title}>{recipe.name}</Title>
        <p className={styles.meta}>
          {[
            t('recipePrint.serves', { count: servings }),
            t('recipePage.minutes', { count: recipe.cookingTime }),
            t(`difficulty.${recipe.difficulty}`),
          ].join(' · ')}
        </p>
        {recipe.description && <p className={styles.description}>{recipe.description}</p>}
        {note}
      </header>

      <div className={styles.columns}>
        <section aria-labelledby={`${recipe._id}-ingredients`}>
          <h2 id={`${recipe._id}-ingredients`} className={styles.heading}>
            {t('recipePage.ingredients')}
          </h2>
          <IngredientList
            ingredients={recipe.ingredients}
            servings={servings}
            recipeServings={recipeServings(recipe)}
            plain
          />
          <AllergenNote allergens={recipe.allergens} className={styles.allergens} />
        </section>
        <section aria-labelledby={`${recipe._id}-steps`}>
          <h2 id={`${recipe._id}-steps`} className={styles.heading}>
            {t('recipePage.steps')}
          </h2>
          <RecipeSteps steps={recipe.steps} />
        </section>
      </div>

      <section aria-labelledby={`${recipe._id}-nutrition`} className={styles.nutrition}>
        <h2 id={`${recipe._id}-nutrition`} className={styles.heading}>
          {t('recipePage.nutrition.title')}
        </h2>
        <NutritionTable nutrition={recipe.nutrition} servings={servings} />
      </section>
    </article>
  );
}
