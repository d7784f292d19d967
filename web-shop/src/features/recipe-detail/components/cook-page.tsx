import type { RecipeDetail } from '@mise/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import { ingredientsForStep } from '../api/cook-steps';
import { recipeServings } from '../api/recipe-query';
import { useCookSteps } from '../hooks/use-cook-steps';
import { servingsSearch, useServings } from '../hooks/use-servings';
import { useWakeLock } from '../hooks/use-wake-lock';
import styles from './cook-page.module.css';
import { IngredientList } from './ingredient-list';
import { LoadedRecipe } from './loaded-recipe';

/** /recipes/:id/cook: guided cooking, one step at a time. */
export function CookPage() {
  return <LoadedRecipe>{(recipe) => <GuidedCooking recipe={recipe} />}</LoadedRecipe>;
}

function GuidedCooking({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const [servings] = useServings(recipe);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const total = recipe.steps.length;
  const { position, move } = useCookSteps(total, !drawerOpen);
  const awake = useWakeLock(!position.finished);
  const recipePath = `/recipes/${recipe._id}${servingsSearch(recipe, servings)}`;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const progressId = useId();
  const step = recipe.steps[position.index] ?? '';
  const stepIngredients = useMemo(
    () => ingredientsForStep(step, recipe.ingredients),
    [step, recipe.ingredients],
  );
  const wasFinished = useRef(position.finished);

  // The button pressed disappears when the finish screen comes or goes: reading continues at
  // the new heading. Between steps focus stays on Next, and the step is announced.
  useEffect(() => {
    if (wasFinished.current === position.finished) return;
    wasFinished.current = position.finished;
    (position.finished ? doneHeading : stepHeading).current?.focus();
  }, [position.finished]);

  return (
    <section className={styles.cook} aria-labelledby="cook-title">
      <header className={styles.top}>
        <Link to={recipePath} className={styles.exit}>
          <span aria-hidden="true">←</span>
          {t('cook.exit')}
        </Link>
        <h1 id="cook-title" className={styles.recipe}>
          {recipe.name}
        </h1>
        <p className={styles.servings}>{t('recipePrint.serves', { count: servings })}</p>
      </header>

      {position.finished ? (
        <div className={styles.done}>
          <svg className={styles.doneIcon} viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="28" />
            <path d="M20 33l8 8 16-18" />
          </svg>
          <h2 ref={doneHeading} tabIndex={-1} className={styles.doneTitle}>
            {t('cook.done')}
          </h2>
          <p className={styles.doneBody}>{t('cook.doneBody', { name: recipe.name })}</p>
          <div className={styles.doneActions}>
            <Link to={recipePath} className={styles.primary}>
              {t('cook.backToRecipe')}
            </Link>
            <button type="button" className={styles.secondary} onClick={() => move('restart')}>
              {t('cook.again')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className={styles.progress}>
            <p id={progressId} className={styles.count}>
              {t('cook.progress', { step: position.index + 1, total })}
            </p>
            <progress
              className={styles.bar}
              max={total}
              value={position.index + 1}
              aria-labelledby={progressId}
            />
          </div>
          <div className={styles.stage} aria-live="polite">
            <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
              {t('cook.step', { step: position.index + 1 })}
            </h2>
            <p className={styles.stepText}>{step}</p>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => move('previous')}
              disabled={position.index === 0}
            >
              <span aria-hidden="true">←</span>
              {t('cook.previous')}
            </button>
            <button
              type="button"
              className={styles.drawerButton}
              onClick={() => setDrawerOpen(true)}
            >
              {t('cook.stepIngredients')}
              {stepIngredients.length > 0 && (
                <span className={styles.badge} aria-hidden="true">
                  {stepIngredients.length}
                </span>
              )}
            </button>
            <button type="button" className={styles.primary} onClick={() => move('next')}>
              {position.index === total - 1 ? t('cook.finish') : t('cook.next')}
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <p className={styles.hint}>
            <span className={styles.keysHint}>{t('cook.keysHint')}</span>
            {awake && <span>{t('cook.awake')}</span>}
          </p>
        </>
      )}

      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('cook.stepIngredients')}
      >
        <DialogBody>
          {stepIngredients.length > 0 ? (
            <IngredientList
              ingredients={stepIngredients}
              servings={servings}
              recipeServings={recipeServings(recipe)}
              plain
            />
          ) : (
            <>
              <p className={styles.nothing}>{t('cook.noStepIngredients')}</p>
              <h3 className={styles.allTitle}>{t('cook.allIngredients')}</h3>
              <IngredientList
                ingredients={recipe.ingredients}
                servings={servings}
                recipeServings={recipeServings(recipe)}
                plain
              />
            </>
          )}
        </DialogBody>
      </Dialog>
    </section>
  );
}
