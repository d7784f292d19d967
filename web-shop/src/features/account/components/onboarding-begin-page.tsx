import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextPath } from '../api/onboarding-state';
import { useOnboarding } from '../hooks/use-onboarding';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';

/** BEGIN: what the onboarding will ask, and the way in. */
export function OnboardingBeginPage() {
  const { t } = useTranslation();
  useOnboarding('BEGIN');
  return (
    <OnboardingFrame
      title={t('onboarding.begin.title')}
      lead={t('onboarding.begin.lead')}
      actions={
        <Link to={nextPath('BEGIN')} className={styles.next}>
          {t('onboarding.begin.start')}
        </Link>
      }
    >
      <ul className={styles.promises}>
        <li>{t('onboarding.begin.diets')}</li>
        <li>{t('onboarding.begin.servings')}</li>
        <li>{t('onboarding.begin.pantry')}</li>
      </ul>
    </OnboardingFrame>
  );
}
