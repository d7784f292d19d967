import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { followCustomerAccess } from '@/shared/session/session-changes';
import { TextField } from '@/shared/ui/text-field/text-field';
import { accessCustomerAccount } from '../api/auth-calls';
import { staffAccessErrors } from '../api/form-rules';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { FormProblem } from './form-problem';
import { SubmitButton } from './submit-button';

/**
 * /admin/signin (spec §6): a staff member opens a customer's account with their own e-mail
 * and password, saying why, for 30 minutes. The shop then shows that customer's account under
 * an orange header, and the customer is told by e-mail.
 */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormFields(
    { staffEmail: '', password: '', customerEmail: '', reason: '' },
    staffAccessErrors,
  );
  const access = useMutation({
    mutationFn: async ({ staffEmail, password, customerEmail, reason }: typeof form.values) => {
      const me = await accessCustomerAccount(staffEmail, password, customerEmail, reason);
      await followCustomerAccess(queryClient, me);
    },
    onSuccess: () => {
      notify('success', t('authNotices.customerAccess'));
      void navigate('/recipes');
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.isValid) access.mutate(form.values);
  }

  return (
    <AuthPage title={t('authPages.admin.title')}>
      <p>{t('authPages.admin.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.fields.staffEmail')}
          type="email"
          autoComplete="username"
          {...form.fieldOf('staffEmail')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          {...form.fieldOf('password')}
        />
        <TextField
          label={t('auth.fields.customerEmail')}
          type="email"
          autoComplete="off"
          {...form.fieldOf('customerEmail')}
        />
        <TextField
          label={t('auth.fields.accessReason')}
          autoComplete="off"
          {...form.fieldOf('reason')}
        />
        <FormProblem error={access.error} fallback={t('auth.errors.generic')} />
        <SubmitButton
          ready={form.isValid}
          busy={access.isPending}
          busyLabel={t('authPages.admin.opening')}
        >
          {t('authPages.admin.open')}
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
