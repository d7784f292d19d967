import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/text-field/text-field';
import { signUpErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { useSignUp } from '../hooks/use-sign-in';
import { EmailField, NewPasswordFields } from './auth-fields';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SubmitButton } from './submit-button';

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
            {...form.fieldOf('firstName')}
          />
          <TextField
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            {...form.fieldOf('lastName')}
          />
        </div>
        <EmailField {...form.fieldOf('email')} />
        <NewPasswordFields
          label={t('auth.fields.password')}
          password={form.fieldOf('password')}
          retyped={form.fieldOf('retypePass')}
        />
        <FormProblem error={signUp.error} fallback={t('auth.errors.generic')} />
        <SubmitButton
          ready={form.isValid}
          busy={signUp.isPending}
          busyLabel={t('auth.signUp.submitting')}
        >
          {t('auth.signUp.submit')}
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        {t('auth.signUp.haveAccount')} {logIn}
      </p>
    </div>
  );
}
