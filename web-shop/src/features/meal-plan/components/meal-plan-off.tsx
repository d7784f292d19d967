import { useTranslation } from 'react-i18next';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';

/** When curated boxes are switched off (isCuratedBoxesEnabled), or a box is not there. */
export function MealPlanMessage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  return (
    <section className={listing.page} aria-labelledby="meal-plan-message">
      <MessagePanel title={title} titleAs="h1" titleId="meal-plan-message">
        <p>{body}</p>
        <ButtonLink to={inStorefront('/recipes')}>{t('mealPlan.browseRecipes')}</ButtonLink>
      </MessagePanel>
    </section>
  );
}
