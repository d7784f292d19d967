import type { LoginAccountInfo } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findEmailAccounts } from '../api/auth-calls';
import { emailErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { EmailField } from './auth-fields';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SocialButtons } from './social-buttons';
import { SubmitButton } from './submit-button';

type EmailStepProps = {
  initialEmail: string;
  /** The account look-up answered for `email`: the popup goes on to sign in or sign up. */
  onLookedUp: (email: string, account: LoginAccountInfo) => void;
  onLogIn: () => void;
};

/**
 * 'Enter email & get started' (spec 2.6): Continue asks whether the e-mail has an account;
 * disabled while the e-mail is empty, invalid or being looked up (§5).
 */
export function EmailStep({ initialEmail, onLookedUp, onLogIn }: EmailStepProps) {
  const { t } = useTranslation();
  const form = useFormFields({ email: initialEmail }, emailErrors);
  const lookUp = useMutation({
    mutationFn: (email: string) => findEmailAccounts(email),
    onSuccess: (account, email) => onLookedUp(email.trim().toLowerCase(), account),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) lookUp.mutate(form.values.email);
  }

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField {...form.fieldOf('email')} />
        <FormProblem error={lookUp.error} fallback={t('auth.errors.generic')} />
        <SubmitButton
          ready={form.isValid}
          busy={lookUp.isPending}
          busyLabel={t('auth.emailStep.checking')}
        >
          {t('auth.emailStep.continue')}
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        {t('auth.emailStep.haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={onLogIn}>
          {t('auth.emailStep.logIn')}
        </button>
      </p>
      <SocialButtons order={['google', 'facebook']} />
      <p className={styles.note}>
        <Trans
          i18nKey="auth.emailStep.consent"
          components={{ tos: <Link to="/tos" />, privacy: <Link to="/privacy" /> }}
        />
      </p>
    </div>
  );
}
