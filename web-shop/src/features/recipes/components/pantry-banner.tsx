import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pantryRecipesQuery } from '@/shared/pantry/pantry-recipes-query';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './pantry-banner.module.css';

/**
 * The discounted-recipes banner (spec 2.8): for a signed-in shopper some of whose recipes cook
 * from their Digital Pantry, a way to /use-pantry. Nothing while that is unknown or untrue.
 */
export function PantryBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const { isSignedIn } = useSession();
  const recipes = useQuery({ ...pantryRecipesQuery, enabled: isSignedIn });
  if (!isSignedIn || !recipes.data?.length) return null;

  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.words}>
        <h2 id={titleId} className={styles.title}>
          {t('recipes.pantryBanner.title')}
        </h2>
        <p>{t('recipes.pantryBanner.body')}</p>
      </div>
      <ButtonLink to="/use-pantry?source=recipes">{t('recipes.pantryBanner.link')}</ButtonLink>
    </section>
  );
}
