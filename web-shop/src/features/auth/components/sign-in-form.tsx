import type { LoginAccountInfo } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { needsPassword, socialOrder } from '../api/account-info';
import { requestPasswordSet } from '../api/auth-calls';
import { signInErrors } from '../api/form-rules';
import { problemText } from '../api/problem-text';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { useLogIn } from '../hooks/use-sign-in';
import styles from './form.module.css';
import { SocialButtons } from './social-buttons';
import { TextField } from './text-field';

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
  const errorText = useFieldErrorText();
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
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...form.inputOf('email')}
          error={errorText(form.errorOf('email'))}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...form.inputOf('password')}
          error={errorText(form.errorOf('password'))}
        />
        <Link to="/forgot-password" className={styles.forgot}>
          {t('auth.signIn.forgot')}
        </Link>
        {logIn.isError && (
          <p role="alert" className={styles.problem}>
            {problemText(logIn.error, t('auth.errors.signInFailed'))}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={!form.isValid || logIn.isPending}>
          {logIn.isPending ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </button>
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
      {request.isError && (
        <p role="alert" className={styles.problem}>
          {problemText(request.error, t('auth.errors.generic'))}
        </p>
      )}
    </div>
  );
}
