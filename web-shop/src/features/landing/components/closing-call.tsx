import { useTranslation } from 'react-i18next';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './closing-call.module.css';

export function ClosingCall() {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  return (
    <section className={styles.section} aria-labelledby="closing-title">
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 id="closing-title" className={styles.title}>
            {t('landing.closing.title')}
          </h2>
          <p className={styles.body}>{t('landing.closing.body')}</p>
        </div>
        <ButtonLink
          to={inStorefront('/recipes')}
          size="large"
          variant="secondary"
          className={styles.cta}
        >
          {t('landing.hero.primaryCta')}
        </ButtonLink>
      </div>
    </section>
  );
}
