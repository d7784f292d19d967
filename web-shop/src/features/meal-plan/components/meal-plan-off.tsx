import { useTranslation } from 'react-i18next';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './meal-plan.module.css';

/** When curated boxes are switched off (isCuratedBoxesEnabled), or a box is not there. */
export function MealPlanMessage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  return (
    <section className={styles.page} aria-labelledby="meal-plan-message">
      <div className={styles.message}>
        <h1 id="meal-plan-message" className={styles.messageTitle}>
          {title}
        </h1>
        <p>{body}</p>
        <ButtonLink to={inStorefront('/recipes')}>{t('mealPlan.browseRecipes')}</ButtonLink>
      </div>
    </section>
  );
}
