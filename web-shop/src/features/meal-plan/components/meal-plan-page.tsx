import type { CuratedBoxSummary } from '@mise/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureFlag } from '@/shared/startup/use-startup';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { LeafPicture } from '@/shared/ui/leaf-picture/leaf-picture';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import buttonStyles from '@/shared/ui/outline-button.module.css';
import { ShowMoreButton } from '@/shared/ui/show-more-button';
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
    <section className={listing.page} aria-labelledby="meal-plan-title">
      <header className={styles.intro}>
        <h1 id="meal-plan-title" className={listing.title}>
          {t('mealPlan.title')}
        </h1>
        <p className={styles.lead}>{t('mealPlan.lead')}</p>
      </header>
      {list.isPending ? (
        <Spinner />
      ) : list.isError && !list.data ? (
        <MessagePanel title={t('mealPlan.errorTitle')} role="alert">
          <button type="button" className={buttonStyles.button} onClick={() => void list.refetch()}>
            {t('mealPlan.retry')}
          </button>
        </MessagePanel>
      ) : boxes.length === 0 ? (
        <MessagePanel title={t('mealPlan.empty')} role="status" />
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
            <ShowMoreButton
              label={t('mealPlan.more')}
              loading={list.isFetchingNextPage}
              onShowMore={() => void list.fetchNextPage()}
            />
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
      <LeafPicture src={box.image} loading={priority ? 'eager' : 'lazy'} decoding="async" />
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
