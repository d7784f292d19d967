import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { loginModeIn, searchWithLoginMode } from './login-mode';
import styles from './signed-in-only.module.css';
import { type SessionState, useSession } from './use-session';

export type SignedInUser = NonNullable<SessionState['user']>;

type SignedInOnlyProps = {
  /** The page's heading for a guest, e.g. 'Log in to see your orders'. */
  signedOutTitle: string;
  /** What else a guest is told under that heading. */
  signedOutBody?: string;
  /** The page itself, for the signed-in shopper. */
  children: (user: SignedInUser) => ReactNode;
};

/**
 * A page that belongs to an account (spec 2.5): a guest is asked to log in, in the popup's
 * e-mail step over the page, and finds a way back into it after closing the popup.
 */
export function SignedInOnly({ signedOutTitle, signedOutBody, children }: SignedInOnlyProps) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <SignedOut title={signedOutTitle} body={signedOutBody} />;
  return children(user);
}

function SignedOut({ title, body }: { title: string; body?: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loginSearch = searchWithLoginMode(search, 'email');

  // Once, on arrival: a guest who closes the popup stays on the panel rather than being trapped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival as a guest.
  useEffect(() => {
    if (loginModeIn(search) === null) void navigate({ search: loginSearch }, { replace: true });
  }, []);

  return (
    <div className={styles.page}>
      <MessagePanel title={title} titleAs="h1">
        {body && <p>{body}</p>}
        <ButtonLink to={{ search: loginSearch }}>{t('common.logIn')}</ButtonLink>
      </MessagePanel>
    </div>
  );
}
