import type { RecipeDetail } from '@mise/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import paper from '@/shared/ui/print-sheet.module.css';
import { servingsSearch, useServings } from '../hooks/use-servings';
import { LoadedRecipe } from './loaded-recipe';
import styles from './print-page.module.css';
import { RecipeSheet } from './recipe-sheet';
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

      <RecipeSheet recipe={recipe} servings={servings} />
    </>
  );
}
