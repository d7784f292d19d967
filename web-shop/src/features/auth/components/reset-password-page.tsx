import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { followSignIn } from '@/shared/session/session-changes';
import { resetPassword } from '../api/auth-calls';
import { newPasswordErrors } from '../api/form-rules';
import { problemText } from '../api/problem-text';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { TextField } from './text-field';

/**
 * /resetPassword/:code, from the mailed link: a new password, and the shopper is signed in
 * with it and taken to the grocery list.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useFieldErrorText();
  const form = useFormFields({ password: '', retypePass: '' }, newPasswordErrors);
  const reset = useMutation({
    mutationFn: async (password: string) => {
      const me = await resetPassword(code, password);
      await followSignIn(queryClient, me);
    },
    onSuccess: () => {
      notify('success', t('authNotices.passwordSet'));
      void navigate('/groceries');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) reset.mutate(form.values.password);
  }

  return (
    <AuthPage title={t('authPages.reset.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('authPages.reset.password')}
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
        {reset.isError && (
          <p role="alert" className={styles.problem}>
            {problemText(reset.error, t('auth.errors.generic'))}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={!form.isValid || reset.isPending}>
          {reset.isPending ? t('authPages.reset.saving') : t('authPages.reset.save')}
        </button>
      </form>
    </AuthPage>
  );
}
