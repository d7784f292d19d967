import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { trackSignedUp } from '@/shared/analytics/marketing';
import { notify } from '@/shared/notices/notices';
import { followSignIn } from '@/shared/session/session-changes';
import { fetchSession } from '@/shared/session/use-session';
import { defaultHandle } from '@/shared/storefront/storefront-handle';
import { Spinner } from '@/shared/ui/spinner';
import { AuthPage } from './auth-page';

/**
 * /signin/redirection, where the server sends the browser back after a social login: the new
 * session is read and followed like any sign-in, then the shopper goes on to the grocery list,
 * or to the storefront the login started from. No session means the login did not complete.
 */
export function SocialReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const handle = params.get('handle');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const next = handle && handle !== defaultHandle ? `/${handle}` : '/groceries';
    void fetchSession()
      .then(async (me) => {
        if (!me) throw new Error('no session after the social login');
        await followSignIn(queryClient, me);
        // Spec §4: a social sign-in fires the signup and login events, as registration does.
        const { emailAddress: email, firstName, lastName } = me.user;
        trackSignedUp({ email, firstName, lastName });
        notify('success', t('authNotices.loggedIn'));
        await navigate(next, { replace: true });
      })
      .catch(() => navigate('/signin?socialError=failed', { replace: true }));
  }, [handle, navigate, queryClient, t]);

  return (
    <AuthPage title={t('authPages.socialReturn.title')}>
      <Spinner />
    </AuthPage>
  );
}
