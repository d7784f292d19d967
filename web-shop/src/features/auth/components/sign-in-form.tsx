import type { LoginAccountInfo } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/shared/ui/text-field/text-field';
import { needsPassword, socialOrder } from '../api/account-info';
import { requestPasswordSet } from '../api/auth-calls';
import { signInErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { useLogIn } from '../hooks/use-sign-in';
import { EmailField } from './auth-fields';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SocialButtons } from './social-buttons';
import { SubmitButton } from './submit-button';

type SignInFormProps = {
  initialEmail: string;
  /** What the e-mail step found for this address; null when the form was opened directly. */
  account: LoginAccountInfo | null;
  onSignedIn: () => void;
  /** The 'Sign Up' after 'New to {product}?': a mode switch in the popup, a link on a page. */
  signUp: ReactNode;
};

/** The password sign-in form (spec 2.5, §5 "Sign-in"). Its title belongs to the container. */
export function SignInForm({ initialEmail, account, onSignedIn, signUp }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useFormFields({ email: initialEmail, password: '' }, signInErrors);
  const logIn = useLogIn(onSignedIn);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) logIn.mutate(form.values);
  }

  return (
    <div className={styles.form}>
      {needsPassword(account) && (
        <>
          <SetPassword email={form.values.email} />
          <p className={styles.divider}>{t('auth.signIn.or')}</p>
        </>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField {...form.fieldOf('email')} />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...form.fieldOf('password')}
        />
        <Link to="/forgot-password" className={styles.forgot}>
          {t('auth.signIn.forgot')}
        </Link>
        <FormProblem error={logIn.error} fallback={t('auth.errors.signInFailed')} />
        <SubmitButton
          ready={form.isValid}
          busy={logIn.isPending}
          busyLabel={t('auth.signIn.submitting')}
        >
          {t('auth.signIn.submit')}
        </SubmitButton>
      </form>
      <SocialButtons order={socialOrder(account)} />
      <p className={styles.switch}>
        {t('auth.signIn.newTo')} {signUp}
      </p>
    </div>
  );
}

/** 'Set your password to access your account.': the server mails a link to set one. */
function SetPassword({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useMutation({ mutationFn: () => requestPasswordSet(email) });
  return (
    <div className={styles.form}>
      <p>{t('auth.signIn.setPasswordPrompt')}</p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => request.mutate()}
        disabled={request.isPending || email.trim() === ''}
      >
        {t('auth.signIn.setPassword')}
      </button>
      {request.isSuccess && (
        <p role="status" className={styles.done}>
          {request.data?.message ?? t('auth.signIn.setPasswordSent')}
        </p>
      )}
      <FormProblem error={request.error} fallback={t('auth.errors.generic')} />
    </div>
  );
}
