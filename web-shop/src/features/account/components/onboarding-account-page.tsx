import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useOutlet } from 'react-router';
import { searchWithLoginMode } from '@/shared/session/login-mode';
import { useSession } from '@/shared/session/use-session';
import { Spinner } from '@/shared/ui/spinner';
import { pathAfterOnboarding } from '../api/onboarding-completion';
import { readOnboarding, stepPaths } from '../api/onboarding-state';
import { useOnboardingCompletion } from '../hooks/use-onboarding-completion';
import { OnboardingFrame } from './onboarding-frame';
import styles from './onboarding-frame.module.css';

/**
 * /onboarding/account (also where /signup leads): the account is created here, and the
 * onboarding waiting to be applied is applied as soon as the session appears. The sign-up form
 * is this route's child, composed by the shell; without it the login popup's sign-up is offered.
 */
export function OnboardingAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signUpForm = useOutlet();
  const { isSignedIn, isLoading } = useSession();
  // Read on arrival: once applied, the stored choices are reset before the page moves on.
  const [choicesWait] = useState(() => readOnboarding().isUpdating);
  useOnboardingCompletion(
    choicesWait ? () => navigate(pathAfterOnboarding(), { replace: true }) : undefined,
  );

  if (isLoading) return <Spinner />;
  if (isSignedIn) {
    // Choices waiting are being applied: the completion moves the page on when done. A
    // sign-up with no onboarding before it goes on as the spec's does (2.6).
    return choicesWait ? <Spinner /> : <Navigate to="/groceries" replace />;
  }

  return (
    <OnboardingFrame
      step="account"
      title={t('onboarding.account.title')}
      lead={t('onboarding.account.lead')}
      backTo={stepPaths.CHOOSE_GROCERIES}
    >
      {signUpForm ?? (
        <Link to={{ search: searchWithLoginMode(search, 'signup') }} className={styles.next}>
          {t('onboarding.account.create')}
        </Link>
      )}
      <p className={styles.login}>
        {t('onboarding.account.haveAccount')}{' '}
        <Link to={{ search: searchWithLoginMode(search, 'email') }}>
          {t('onboarding.account.logIn')}
        </Link>
      </p>
    </OnboardingFrame>
  );
}
