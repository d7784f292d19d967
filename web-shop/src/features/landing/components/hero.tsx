import { useTranslation } from 'react-i18next';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './hero.module.css';
import { HeroIllustration } from './hero-illustration';

/** The text at the top; a storefront puts its influencer's name and tagline here. */
export type HeroText = { eyebrow: string; headline: string; lead: string };

export function Hero({ text }: { text?: HeroText }) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const { eyebrow, headline, lead } = text ?? {
    eyebrow: t('landing.hero.eyebrow'),
    headline: t('landing.hero.headline'),
    lead: t('landing.hero.lead'),
  };
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {headline}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.actions}>
            <ButtonLink to={inStorefront('/recipes')} size="large">
              {t('landing.hero.primaryCta')}
            </ButtonLink>
            <ButtonLink to={inStorefront('/build-menu')} size="large" variant="secondary">
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
