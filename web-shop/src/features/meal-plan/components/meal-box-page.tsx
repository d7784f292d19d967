import type { CuratedBoxDetail } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFeatureFlag } from '@/shared/startup/use-startup';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { Spinner } from '@/shared/ui/spinner';
import { curatedBoxQuery, isUnknownBox } from '../api/curated-query';
import { useCuratedScope } from '../hooks/use-curated-scope';
import styles from './meal-plan.module.css';
import { MealPlanMessage } from './meal-plan-off';

/** /meal-plan/:id and /{handle}/meal-plan/:id: one curated box and its recipes. */
export function MealBoxPage() {
  const { t } = useTranslation();
  const enabled = useFeatureFlag('isCuratedBoxesEnabled');
  if (!enabled) {
    return <MealPlanMessage title={t('mealPlan.offTitle')} body={t('mealPlan.offBody')} />;
  }
  return <MealBox />;
}

function MealBox() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const box = useQuery(curatedBoxQuery(id, useCuratedScope()));

  if (box.isPending) return <Spinner />;
  if (box.isError) {
    if (isUnknownBox(box.error)) {
      return (
        <MealPlanMessage title={t('mealPlan.notFoundTitle')} body={t('mealPlan.notFoundBody')} />
      );
    }
    return (
      <section className={styles.page}>
        <div className={styles.message} role="alert">
          <h1 className={styles.messageTitle}>{t('mealPlan.errorTitle')}</h1>
          <button type="button" className={styles.more} onClick={() => void box.refetch()}>
            {t('mealPlan.retry')}
          </button>
        </div>
      </section>
    );
  }
  return <BoxView box={box.data} />;
}

function BoxView({ box }: { box: CuratedBoxDetail }) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const addNoteId = useId();
  const groups = box.showRecipesByCategory
    ? box.groups
    : [{ category: t('mealPlan.recipes'), recipes: box.recipes }];

  return (
    <article className={styles.page}>
      <nav aria-label={t('mealPlan.breadcrumb')} className={styles.back}>
        <Link to={inStorefront('/meal-plan')}>
          <span aria-hidden="true">←</span>
          {t('mealPlan.allBoxes')}
        </Link>
      </nav>
      <header className={styles.detailHero}>
        <div className={styles.detailMedia}>
          <img
            className={styles.detailImage}
            src={box.image}
            alt=""
            // A picture that cannot load leaves the leaf behind it rather than a broken icon.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
            width={800}
            height={600}
            fetchPriority="high"
          />
        </div>
        <div className={styles.detailSummary}>
          <h1 className={styles.title}>{box.name}</h1>
          <p className={styles.lead}>{box.description}</p>
          <ul className={styles.boxFacts}>
            <li>{t('mealPlan.recipeCount', { count: box.recipeCount })}</li>
            <li>{t('mealPlan.servingCount', { count: box.totalServings })}</li>
          </ul>
          <div className={styles.addRow}>
            <button type="button" className={styles.addAll} disabled aria-describedby={addNoteId}>
              {t('mealPlan.addAll')}
            </button>
            <p id={addNoteId} className={styles.addNote}>
              {t('mealPlan.addAllSoon')}
            </p>
          </div>
        </div>
      </header>

      {groups.map((group) => (
        <section key={group.category} className={styles.group} aria-label={group.category}>
          <h2 className={styles.groupTitle}>{group.category}</h2>
          <ul className={styles.grid}>
            {group.recipes.map((entry, index) => (
              <li key={`${entry.recipeId}-${entry.mealTypeId}`}>
                <RecipeCard
                  recipe={entry.recipe}
                  overlay={t('mealPlan.servings', { count: entry.servings })}
                  priority={index < 4}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
