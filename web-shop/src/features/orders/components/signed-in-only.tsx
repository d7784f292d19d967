import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginModeIn, searchWithLoginMode } from '@/shared/session/login-mode';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import styles from './signed-in-only.module.css';

type SignedInOnlyProps = {
  /** The page's heading for a guest, e.g. 'Log in to see your orders'. */
  signedOutTitle: string;
  children: ReactNode;
};

/** Orders belong to an account: a guest is asked to log in, in the popup over the page (spec 2.5). */
export function SignedInOnly({ signedOutTitle, children }: SignedInOnlyProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loginSearch = searchWithLoginMode(search, 'email');

  useEffect(() => {
    if (!isLoading && !user && loginModeIn(search) === null) {
      void navigate({ search: loginSearch }, { replace: true });
    }
  }, [isLoading, user, search, loginSearch, navigate]);

  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <div className={styles.page}>
        <MessagePanel title={signedOutTitle} titleAs="h1">
          <ButtonLink to={{ search: loginSearch }}>{t('orders.logIn')}</ButtonLink>
        </MessagePanel>
      </div>
    );
  }
  return children;
}
