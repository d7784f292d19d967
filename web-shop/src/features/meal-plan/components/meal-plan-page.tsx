import type { CuratedBoxSummary } from '@mise/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '@/shared/startup/use-startup';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { Spinner } from '@/shared/ui/spinner';
import { curatedBoxesQuery } from '../api/curated-query';
import { useCuratedScope } from '../hooks/use-curated-scope';
import styles from './meal-plan.module.css';
import { MealPlanMessage } from './meal-plan-off';

/** /meal-plan and /{handle}/meal-plan: the curated recipe boxes. */
export function MealPlanPage() {
  const { t } = useTranslation();
  const enabled = useFeatureFlag('isCuratedBoxesEnabled');
  if (!enabled) {
    return <MealPlanMessage title={t('mealPlan.offTitle')} body={t('mealPlan.offBody')} />;
  }
  return <CuratedBoxes />;
}

function CuratedBoxes() {
  const { t } = useTranslation();
  const scope = useCuratedScope();
  // Spec (start-up): boxes are only fetched while the flag is on, which is why this is below it.
  const list = useInfiniteQuery(curatedBoxesQuery(scope));
  const boxes = list.data?.pages.flatMap((page) => page.curatedRecipes) ?? [];

  return (
    <section className={styles.page} aria-labelledby="meal-plan-title">
      <header className={styles.intro}>
        <h1 id="meal-plan-title" className={styles.title}>
          {t('mealPlan.title')}
        </h1>
        <p className={styles.lead}>{t('mealPlan.lead')}</p>
      </header>
      {list.isPending ? (
        <Spinner />
      ) : list.isError && !list.data ? (
        <div className={styles.message} role="alert">
          <p className={styles.messageTitle}>{t('mealPlan.errorTitle')}</p>
          <button type="button" className={styles.more} onClick={() => void list.refetch()}>
            {t('mealPlan.retry')}
          </button>
        </div>
      ) : boxes.length === 0 ? (
        <div className={styles.message} role="status">
          <p className={styles.messageTitle}>{t('mealPlan.empty')}</p>
        </div>
      ) : (
        <>
          <ul className={styles.boxes}>
            {boxes.map((box, index) => (
              <li key={box._id}>
                <BoxCard box={box} priority={index < 3} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className={styles.moreRow}>
              <button
                type="button"
                className={styles.more}
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? t('common.loading') : t('mealPlan.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function BoxCard({ box, priority }: { box: CuratedBoxSummary; priority: boolean }) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  return (
    <article className={styles.box}>
      <div className={styles.boxMedia}>
        <img
          className={styles.boxImage}
          src={box.image}
          alt=""
          // A picture that cannot load leaves the leaf behind it rather than a broken icon.
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      <div className={styles.boxBody}>
        <h2 className={styles.boxTitle}>
          <Link to={inStorefront(`/meal-plan/${box._id}`)} className={styles.boxLink}>
            {box.name}
          </Link>
        </h2>
        <p className={styles.boxDescription}>{box.description}</p>
        <ul className={styles.boxFacts}>
          <li>{t('mealPlan.recipeCount', { count: box.recipeCount })}</li>
          <li>{t('mealPlan.servingCount', { count: box.totalServings })}</li>
        </ul>
      </div>
    </article>
  );
}
