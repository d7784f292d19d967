import { useTranslation } from 'react-i18next';
import { useStorefront } from '@/shared/storefront/use-storefront';
import { ClosingCall } from './closing-call';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Promises } from './promises';

/** /{handle}: the landing page under an influencer's name and tagline. */
export function StorefrontLanding() {
  const { t } = useTranslation();
  const { influencer } = useStorefront();
  const text = influencer
    ? {
        eyebrow: t('landing.storefront.eyebrow'),
        headline: influencer.name,
        lead: influencer.tagline,
      }
    : undefined;

  return (
    <>
      <Hero text={text} />
      <HowItWorks />
      <Promises />
      <ClosingCall />
    </>
  );
}
