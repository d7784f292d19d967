import type { RecipeDetail } from '@mise/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import paper from '@/shared/ui/print-sheet.module.css';
import { recipeServings } from '../api/recipe-query';
import { servingsSearch, useServings } from '../hooks/use-servings';
import { AllergenNote } from './allergen-note';
import { IngredientList } from './ingredient-list';
import { LoadedRecipe } from './loaded-recipe';
import { NutritionTable } from './nutrition-table';
import styles from './print-page.module.css';
import { RecipeSteps } from './recipe-steps';
import { ServingsStepper } from './servings-stepper';

/** /recipes/:id/print: a top-level page (no header, footer or cart) laid out for paper. */
export function PrintPage() {
  const { t } = useTranslation();

  // Outside the shop's layout, so the page names itself (spec 2.3: the default title).
  useEffect(() => {
    document.title = t('title.default');
  }, [t]);

  return (
    <main className={paper.screen}>
      <LoadedRecipe>{(recipe) => <PrintableRecipe recipe={recipe} />}</LoadedRecipe>
    </main>
  );
}

function PrintableRecipe({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const [servings, setServings] = useServings(recipe);

  return (
    <>
      <div className={paper.toolbar}>
        <Link
          to={`/recipes/${recipe._id}${servingsSearch(recipe, servings)}`}
          className={paper.back}
        >
          <span aria-hidden="true">←</span>
          {t('recipePrint.back')}
        </Link>
        <ServingsStepper rule={recipe} servings={servings} onChange={setServings} />
        <button type="button" className={styles.print} onClick={() => window.print()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
          </svg>
          {t('recipePrint.print')}
        </button>
      </div>

      <article className={styles.sheet}>
        <header className={styles.header}>
          <p className={styles.brand}>{t('brand.name')}</p>
          <h1 className={styles.title}>{recipe.name}</h1>
          <p className={styles.meta}>
            {[
              t('recipePrint.serves', { count: servings }),
              t('recipePage.minutes', { count: recipe.cookingTime }),
              t(`difficulty.${recipe.difficulty}`),
            ].join(' · ')}
          </p>
          {recipe.description && <p className={styles.description}>{recipe.description}</p>}
        </header>

        <div className={styles.columns}>
          <section aria-labelledby="print-ingredients">
            <h2 id="print-ingredients" className={styles.heading}>
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
          <section aria-labelledby="print-steps">
            <h2 id="print-steps" className={styles.heading}>
              {t('recipePage.steps')}
            </h2>
            <RecipeSteps steps={recipe.steps} />
          </section>
        </div>

        <section aria-labelledby="print-nutrition" className={styles.nutrition}>
          <h2 id="print-nutrition" className={styles.heading}>
            {t('recipePage.nutrition.title')}
          </h2>
          <NutritionTable nutrition={recipe.nutrition} servings={servings} />
        </section>
      </article>
    </>
  );
}
