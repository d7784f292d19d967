import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginModeIn, searchWithLoginMode } from '@/shared/session/login-mode';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { AddressesSection } from './addresses-section';
import { DietSection } from './diet-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { ServingsSection } from './servings-section';
import styles from './settings-page.module.css';

/** /settings: the signed-in shopper's profile, diet, servings, password and addresses. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const loginSearch = searchWithLoginMode(search, 'email');

  // A guest is asked to log in, in the popup over this page (spec 2.5).
  useEffect(() => {
    if (!isLoading && !user && loginModeIn(search) === null) {
      void navigate({ search: loginSearch }, { replace: true });
    }
  }, [isLoading, user, search, loginSearch, navigate]);

  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <div className={styles.page}>
        <MessagePanel title={t('settings.signedOut')} titleAs="h1">
          <ButtonLink to={{ search: loginSearch }}>{t('settings.logIn')}</ButtonLink>
        </MessagePanel>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      {/* Keyed by the account: another shopper signing in starts from their own profile. */}
      <div key={user._id} className={styles.sections}>
        <ProfileSection user={user} />
        <DietSection user={user} />
        <ServingsSection user={user} />
        <PasswordSection user={user} />
        <AddressesSection user={user} />
      </div>
    </div>
  );
}
