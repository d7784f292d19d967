import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetPasswordLink } from '../api/auth-calls';
import { emailErrors } from '../api/form-rules';
import { problemText } from '../api/problem-text';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { TextField } from './text-field';

/** /forgot-password: mails a reset link and shows the server's message (spec §8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useFormFields({ email: '' }, emailErrors);
  const send = useMutation({ mutationFn: (email: string) => sendResetPasswordLink(email) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) send.mutate(form.values.email);
  }

  return (
    <AuthPage title={t('authPages.forgot.title')}>
      <p>{t('authPages.forgot.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          {...form.inputOf('email')}
          error={errorText(form.errorOf('email'))}
        />
        {send.isSuccess && (
          <p role="status" className={styles.done}>
            {send.data.message}
          </p>
        )}
        {send.isError && (
          <p role="alert" className={styles.problem}>
            {problemText(send.error, t('auth.errors.generic'))}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={!form.isValid || send.isPending}>
          {send.isPending ? t('authPages.forgot.sending') : t('authPages.forgot.send')}
        </button>
      </form>
    </AuthPage>
  );
}
