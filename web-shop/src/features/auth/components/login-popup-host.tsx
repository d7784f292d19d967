import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withTexts } from '@/shared/i18n/feature-texts';
import { loginModeIn, searchWithLoginMode } from '@/shared/session/login-mode';
import { useSession } from '@/shared/session/use-session';

// Loaded only when the popup opens: the forms, their rules and texts stay out of the first load.
const LoginPopup = lazy(
  withTexts(['auth-forms'], async () => {
    const { LoginPopup } = await import('./login-popup');
    return { default: LoginPopup };
  }),
);

/**
 * Opens the login popup while the URL has loginmode and nobody is signed in (spec 2.5). Once
 * signed in, a shopper who signed in through the popup goes to /groceries; one who arrived
 * signed in has loginmode removed. Decided here rather than in the popup's forms, which are
 * gone as soon as the session shows.
 */
export function LoginPopupHost() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isSignedIn, isLoading } = useSession();
  const mode = loginModeIn(search);
  const isOpen = mode !== null && !isLoading && !isSignedIn;
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen || mode === null) {
      wasOpen.current = isOpen;
      return;
    }
    if (!isSignedIn) return;
    if (wasOpen.current) void navigate('/groceries');
    else void navigate({ pathname, search: searchWithLoginMode(search, null) }, { replace: true });
    wasOpen.current = false;
  }, [isOpen, mode, isSignedIn, navigate, pathname, search]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup mode={mode} />
    </Suspense>
  );
}
