import type { CuratedBoxDetail } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '@/shared/api/http';
import { useFeatureFlag } from '@/shared/startup/use-startup';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { LeafPicture } from '@/shared/ui/leaf-picture/leaf-picture';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import buttonStyles from '@/shared/ui/outline-button.module.css';
import { RecipeCard } from '@/shared/ui/recipe-card/recipe-card';
import { RecipeGrid } from '@/shared/ui/recipe-card/recipe-grid';
import { Spinner } from '@/shared/ui/spinner';
import { curatedBoxQuery } from '../api/curated-query';
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
    if (isNotFound(box.error)) {
      return (
        <MealPlanMessage title={t('mealPlan.notFoundTitle')} body={t('mealPlan.notFoundBody')} />
      );
    }
    return (
      <section className={listing.page}>
        <MessagePanel title={t('mealPlan.errorTitle')} titleAs="h1" role="alert">
          <button type="button" className={buttonStyles.button} onClick={() => void box.refetch()}>
            {t('mealPlan.retry')}
          </button>
        </MessagePanel>
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
    <article className={listing.page}>
      <nav aria-label={t('mealPlan.breadcrumb')} className={styles.back}>
        <Link to={inStorefront('/meal-plan')}>
          <span aria-hidden="true">←</span>
          {t('mealPlan.allBoxes')}
        </Link>
      </nav>
      <header className={styles.detailHero}>
        <LeafPicture className={styles.detailMedia} src={box.image} fetchPriority="high" />
        <div className={styles.detailSummary}>
          <h1 className={listing.title}>{box.name}</h1>
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
          {/* A recipe can stand in a group twice, for two meal types. */}
          <RecipeGrid
            entries={group.recipes}
            keyOf={(entry) => `${entry.recipeId}-${entry.mealTypeId}`}
          >
            {(entry, priority) => (
              <RecipeCard
                recipe={entry.recipe}
                overlay={t('mealPlan.servings', { count: entry.servings })}
                priority={priority}
              />
            )}
          </RecipeGrid>
        </section>
      ))}
    </article>
  );
}
