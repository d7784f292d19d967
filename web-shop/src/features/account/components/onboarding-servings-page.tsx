import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextPath, previousPath } from '../api/onboarding-state';
import { useOnboarding } from '../hooks/use-onboarding';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';
import { ServingsField } from './servings-field';

/** CHOOSE_SERVINGS: how many servings a recipe is added with (2 to begin with). */
export function OnboardingServingsPage() {
  const { t } = useTranslation();
  const { steps, update } = useOnboarding('CHOOSE_SERVINGS');
  return (
    <OnboardingFrame
      step="servings"
      title={t('onboarding.servings.title')}
      lead={t('onboarding.servings.lead')}
      backTo={previousPath('CHOOSE_SERVINGS')}
      actions={
        <Link to={nextPath('CHOOSE_SERVINGS')} className={styles.next}>
          {t('onboarding.next')}
        </Link>
      }
    >
      <ServingsField
        label={t('onboarding.servings.title')}
        labelHidden
        value={steps.servings}
        onChange={(servings) => update({ servings })}
      />
    </OnboardingFrame>
  );
}
