import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorised } from '@/shared/api/http';
import { loginModeIn, searchWithLoginMode } from './login-mode';
import { forgetEndedSession } from './session-changes';
import { wasSignedIn } from './session-storage';
import { sessionQuery, sessionQueryKey } from './use-session';

/** Leaving the single-page app for a fresh load; tests watch it as they cannot reload jsdom. */
export const fullPageLoad = {
  open: (path: string): void => window.location.assign(path),
};

const isSignInPage = (pathname: string) =>
  pathname === '/signin' || pathname.startsWith('/signin/') || pathname === '/admin/signin';

/**
 * Spec §4 and §8 on a session that is not there (mounted once, in the shell):
 * - a call answered 401 sends the shopper home to the login popup, unless it is open;
 * - when the browser thought it was signed in (the 'user' marker) but the session is gone,
 *   local storage starts over (config and influencer kept) and the page reloads at home,
 *   unless the shopper is signing in right now.
 */
export function useSessionGuard(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { data: session } = useQuery(sessionQuery);

  const sessionEnded = useEffectEvent(() => {
    void forgetEndedSession(queryClient);
    if (!isSignInPage(pathname)) fullPageLoad.open('/');
  });

  const unauthorised = useEffectEvent(() => {
    if (wasSignedIn()) {
      sessionEnded();
      return;
    }
    queryClient.setQueryData(sessionQueryKey, null);
    if (loginModeIn(search) === null) {
      void navigate({ pathname: '/', search: searchWithLoginMode('', 'email') });
    }
  });

  useEffect(() => onUnauthorised(() => unauthorised()), []);

  useEffect(() => {
    if (session === null && wasSignedIn()) sessionEnded();
  }, [session]);
}
