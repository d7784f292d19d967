import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { sessionQueryKey } from '@/shared/session/use-session';
import { Spinner } from '@/shared/ui/spinner';
import { verifyEmail } from '../api/auth-calls';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { FormProblem } from './form-problem';

/**
 * /verifyEmail/:token, from the mailed link: verifies the address on arrival. Held as a query
 * so the token is sent once, however often the page renders.
 */
export function VerifyEmailTokenPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const verified = useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async () => (await verifyEmail(token)) ?? null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!verified.isSuccess) return;
    notify('success', t('authNotices.verified'));
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [verified.isSuccess, queryClient, t]);

  return (
    <AuthPage title={t('authPages.verifyToken.title')}>
      {verified.isPending && <Spinner />}
      {verified.isSuccess && (
        <p role="status" className={styles.done}>
          {t('authNotices.verified')}
        </p>
      )}
      <FormProblem error={verified.error} fallback={t('authPages.verifyToken.failed')} />
      {!verified.isPending && (
        <Link to={verified.isError ? '/verify-email' : '/recipes'}>
          {verified.isError ? t('authPages.verifyToken.newLink') : t('authPages.verifyToken.next')}
        </Link>
      )}
    </AuthPage>
  );
}
