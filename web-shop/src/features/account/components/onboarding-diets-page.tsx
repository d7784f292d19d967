import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartup } from '@/shared/startup/use-startup';
import { nextPath, previousPath } from '../api/onboarding-state';
import { useOnboarding } from '../hooks/use-onboarding';
import { DietChoices } from './diet-choices';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';

/** CHOOSE_DIETS: the diet the recipes offered should suit. */
export function OnboardingDietsPage() {
  const { t } = useTranslation();
  const { diets } = useStartup();
  const { steps, update } = useOnboarding('CHOOSE_DIETS');
  return (
    <OnboardingFrame
      step="diets"
      title={t('onboarding.diets.title')}
      lead={t('onboarding.diets.lead')}
      backTo={previousPath('CHOOSE_DIETS')}
      actions={
        <Link to={nextPath('CHOOSE_DIETS')} className={styles.next}>
          {t('onboarding.next')}
        </Link>
      }
    >
      <DietChoices
        legend={t('onboarding.diets.title')}
        legendHidden
        diets={diets}
        value={steps.diets}
        onChange={(diet) => update({ diets: diet })}
      />
    </OnboardingFrame>
  );
}
