import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartup } from '@/shared/startup/use-startup';
import { nextPath, previousPath, toggledIn } from '../api/onboarding-state';
import { useOnboarding } from '../hooks/use-onboarding';
import { AllergyChoices } from './allergy-choices';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';

/** CHOOSE_ALLERGIES: what the recipes offered must leave out; none is a fine answer. */
export function OnboardingAllergiesPage() {
  const { t } = useTranslation();
  const { allergies } = useStartup();
  const { steps, update } = useOnboarding('CHOOSE_ALLERGIES');
  return (
    <OnboardingFrame
      step="allergies"
      title={t('onboarding.allergies.title')}
      lead={t('onboarding.allergies.lead')}
      backTo={previousPath('CHOOSE_ALLERGIES')}
      actions={
        <Link to={nextPath('CHOOSE_ALLERGIES')} className={styles.next}>
          {steps.allergies.length === 0 ? t('onboarding.allergies.none') : t('onboarding.next')}
        </Link>
      }
    >
      <AllergyChoices
        legend={t('onboarding.allergies.title')}
        legendHidden
        allergies={allergies}
        selected={steps.allergies}
        onToggle={(allergy) => update({ allergies: toggledIn(steps.allergies, allergy) })}
      />
    </OnboardingFrame>
  );
}
