import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { followSignIn } from '@/shared/session/session-changes';
import { resetPassword } from '../api/auth-calls';
import { newPasswordErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { NewPasswordFields } from './auth-fields';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SubmitButton } from './submit-button';

/**
 * /resetPassword/:code, from the mailed link: a new password, and the shopper is signed in
 * with it and taken to the grocery list.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        <NewPasswordFields
          label={t('authPages.reset.password')}
          password={form.fieldOf('password')}
          retyped={form.fieldOf('retypePass')}
        />
        <FormProblem error={reset.error} fallback={t('auth.errors.generic')} />
        <SubmitButton
          ready={form.isValid}
          busy={reset.isPending}
          busyLabel={t('authPages.reset.saving')}
        >
          {t('authPages.reset.save')}
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
