import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendResetPasswordLink } from '../api/auth-calls';
import { emailErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { EmailField } from './auth-fields';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SubmitButton } from './submit-button';

/** /forgot-password: mails a reset link and shows the server's message (spec §8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
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
        <EmailField {...form.fieldOf('email')} />
        {send.isSuccess && (
          <p role="status" className={styles.done}>
            {send.data.message}
          </p>
        )}
        <FormProblem error={send.error} fallback={t('auth.errors.generic')} />
        <SubmitButton
          ready={form.isValid}
          busy={send.isPending}
          busyLabel={t('authPages.forgot.sending')}
        >
          {t('authPages.forgot.send')}
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
