import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpErrors } from '../api/form-rules';
import { problemText } from '../api/problem-text';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { useSignUp } from '../hooks/use-sign-in';
import styles from './form.module.css';
import { TextField } from './text-field';

type SignUpFormProps = {
  initialEmail: string;
  onSignedUp: () => void;
  /** The way to the sign-in form for someone who has an account after all. */
  logIn: ReactNode;
};

/**
 * The full sign-up form, 'Get started now' (spec 2.6, §5 "Sign-up"): disabled until every
 * field is valid, and while the account is being created.
 */
export function SignUpForm({ initialEmail, onSignedUp, logIn }: SignUpFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useFormFields(
    { firstName: '', lastName: '', email: initialEmail, password: '', retypePass: '' },
    signUpErrors,
  );
  const signUp = useSignUp(onSignedUp);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) signUp.mutate(form.values);
  }

  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            {...form.inputOf('firstName')}
            error={errorText(form.errorOf('firstName'))}
          />
          <TextField
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            {...form.inputOf('lastName')}
            error={errorText(form.errorOf('lastName'))}
          />
        </div>
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
          autoComplete="new-password"
          {...form.inputOf('password')}
          error={errorText(form.errorOf('password'))}
        />
        <TextField
          label={t('auth.fields.retypePass')}
          type="password"
          autoComplete="new-password"
          {...form.inputOf('retypePass')}
          error={errorText(form.errorOf('retypePass'))}
        />
        {signUp.isError && (
          <p role="alert" className={styles.problem}>
            {problemText(signUp.error, t('auth.errors.generic'))}
          </p>
        )}
        <button
          type="submit"
          className={styles.submit}
          disabled={!form.isValid || signUp.isPending}
        >
          {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </button>
      </form>
      <p className={styles.switch}>
        {t('auth.signUp.haveAccount')} {logIn}
      </p>
    </div>
  );
}
