import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import { applyPendingOnboarding, pathAfterOnboarding } from '../api/onboarding-completion';
import { accountStepPath, previousPath, withGrocery } from '../api/onboarding-state';
import { useOnboarding } from '../hooks/use-onboarding';
import { useSaveProblems } from '../hooks/use-save-problems';
import { ChosenGroceries } from './chosen-groceries';
import { GroceryPicker } from './grocery-picker';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';

/**
 * CHOOSE_GROCERIES, the last choice: what the shopper already has, for the pantry. A guest goes
 * on to create the account; a signed-in shopper's choices are applied at once.
 */
export function OnboardingGroceriesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { isSignedIn } = useSession();
  const { steps, update, finish } = useOnboarding('CHOOSE_GROCERIES');
  const complete = useMutation({
    mutationFn: () => applyPendingOnboarding(client),
    onSuccess: () => navigate(pathAfterOnboarding()),
  });
  const { general } = useSaveProblems(complete.error, {});

  function goOn() {
    finish();
    if (isSignedIn) complete.mutate();
    else void navigate(accountStepPath);
  }

  return (
    <OnboardingFrame
      step="groceries"
      title={t('onboarding.groceries.title')}
      lead={t('onboarding.groceries.lead')}
      backTo={previousPath('CHOOSE_GROCERIES')}
      actions={
        <button type="button" className={styles.next} onClick={goOn} disabled={complete.isPending}>
          {complete.isPending
            ? t('onboarding.finishing')
            : isSignedIn
              ? t('onboarding.finish')
              : t('onboarding.next')}
        </button>
      }
    >
      <GroceryPicker
        onAdd={(grocery) => update({ groceries: withGrocery(steps.groceries, grocery) })}
      />
      <ChosenGroceries
        groceries={steps.groceries}
        onRemove={(id) => update({ groceries: steps.groceries.filter((entry) => entry.id !== id) })}
      />
      {general && (
        <p role="alert" className={styles.problem}>
          {general}
        </p>
      )}
    </OnboardingFrame>
  );
}
