import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { SignInForm } from './sign-in-form';

/**
 * /signin: the sign-in form as a page (favouriting as a guest leads here). A social login the
 * server could not complete comes back here with socialError.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const socialError = socialErrorOf(params.get('socialError'));
  const provider = params.get('provider') === 'facebook' ? 'Facebook' : 'Google';
  return (
    <AuthPage title={t('auth.signIn.signIn')}>
      {socialError && (
        <p role="alert" className={styles.problem}>
          {t(`auth.errors.social.${socialError}`, { provider })}
        </p>
      )}
      <SignInForm
        initialEmail=""
        account={null}
        onSignedIn={() => void navigate('/recipes')}
        signUp={<Link to="/onboarding/account">{t('auth.signIn.signUp')}</Link>}
      />
    </AuthPage>
  );
}

/** The reasons identity gives when a social sign-in comes back refused; anything else failed. */
const socialErrors = [
  'expired',
  'cancelled',
  'failed',
  'email-required',
  'email-unverified',
  'account-exists',
  'account-disabled',
] as const;

function socialErrorOf(reason: string | null): (typeof socialErrors)[number] | null {
  if (reason === null) return null;
  return socialErrors.find((known) => known === reason) ?? 'failed';
}
