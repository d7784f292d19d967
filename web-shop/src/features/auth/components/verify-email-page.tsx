import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notify } from '@/shared/notices/notices';
import { searchWithLoginMode } from '@/shared/session/login-mode';
import { useSession } from '@/shared/session/use-session';
import { Spinner } from '@/shared/ui/spinner';
import { sendEmailVerificationLink } from '../api/auth-calls';
import { AuthPage } from './auth-page';
import styles from './form.module.css';
import { FormProblem } from './form-problem';

/** /verify-email: why the e-mail needs verifying, and a new link for a signed-in shopper. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useSession();
  const resend = useMutation({
    mutationFn: sendEmailVerificationLink,
    onSuccess: () => notify('success', t('authNotices.emailSent')),
  });

  return (
    <AuthPage title={t('authPages.verify.title')}>
      {isLoading ? (
        <Spinner />
      ) : user?.isEmailVerified ? (
        <p role="status" className={styles.done}>
          {t('authPages.verify.alreadyVerified', { email: user.emailAddress })}
        </p>
      ) : (
        <>
          <p>{t('authPages.verify.lead')}</p>
          {user ? (
            <>
              <p className={styles.note}>
                {t('authPages.verify.sentTo', { email: user.emailAddress })}
              </p>
              <FormProblem error={resend.error} fallback={t('auth.errors.generic')} />
              <button
                type="button"
                className={styles.submit}
                onClick={() => resend.mutate()}
                disabled={resend.isPending}
              >
                {resend.isPending ? t('authPages.verify.sending') : t('authPages.verify.resend')}
              </button>
            </>
          ) : (
            <p>
              {t('authPages.verify.signInFirst')}{' '}
              <Link to={{ pathname, search: searchWithLoginMode(search, 'signin') }}>
                {t('authPages.verify.signIn')}
              </Link>
            </p>
          )}
        </>
      )}
    </AuthPage>
  );
}
