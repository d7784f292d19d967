import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/shared/api/http';
import { notify } from '@/shared/notices/notices';
import { followSignOut } from '@/shared/session/session-changes';

/**
 * Logs out (spec §4 "Logout"): the server ends the session, the browser drops the account's
 * copies and cart, and the shopper lands home. A failed call leaves the session as it was.
 * A plain call rather than a mutation: the header is in every first load.
 */
export function useLogOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return () => {
    apiFetch('/auth/logout', { method: 'POST' }).then(
      async () => {
        await followSignOut(queryClient);
        await navigate('/');
        notify('success', t('authNotices.loggedOut'));
      },
      () => notify('error', t('authNotices.logOutFailed')),
    );
  };
}
