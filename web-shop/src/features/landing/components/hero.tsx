import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './hero.module.css';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('landing.hero.headline')}
          </h1>
          <p className={styles.lead}>{t('landing.hero.lead')}</p>
          <div className={styles.actions}>
            <ButtonLink to="/recipes" size="large">
              {t('landing.hero.primaryCta')}
            </ButtonLink>
            <ButtonLink to="/build-menu" size="large" variant="secondary">
              {t('landing.hero.secondaryCta')}
            </ButtonLink>
          </div>
          <p className={styles.reassurance}>{t('landing.hero.reassurance')}</p>
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </section>
  );
}
