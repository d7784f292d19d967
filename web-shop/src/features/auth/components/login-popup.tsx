import type { LoginAccountInfo } from '@mise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type LoginMode, searchWithLoginMode } from '@/shared/session/login-mode';
import { Dialog, DialogBody } from '@/shared/ui/dialog/dialog';
import { signInHeading } from '../api/account-info';
import { EmailStep } from './email-step';
import styles from './form.module.css';
import { JoinNowBanner } from './join-now-banner';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// Spec §3 "Local storage keys": the e-mail typed in the popup, offered again next time.
const emailInPopupKey = 'emailInPopup';

/**
 * The login popup (spec 2.5, 2.6) in one of its modes: the e-mail step, the password sign-in or
 * the full sign-up. Each change of mode is a new history entry with the new loginmode; what the
 * e-mail step found stays while the popup is open. Where a signed-in shopper goes next is the
 * host's to decide.
 */
export function LoginPopup({ mode }: { mode: LoginMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [email, setEmail] = useState(() => localStorage.getItem(emailInPopupKey) ?? '');
  const [account, setAccount] = useState<LoginAccountInfo | null>(null);

  const show = (next: LoginMode) =>
    void navigate({ pathname, search: searchWithLoginMode(search, next) });
  const close = () =>
    void navigate({ pathname, search: searchWithLoginMode(search, null) }, { replace: true });
  const signedIn = () => localStorage.removeItem(emailInPopupKey);

  function lookedUp(address: string, found: LoginAccountInfo) {
    localStorage.setItem(emailInPopupKey, address);
    setEmail(address);
    setAccount(found);
    show(found.hasAccount ? 'signin' : 'signup');
  }

  const title =
    mode === 'email'
      ? t('auth.emailStep.title')
      : mode === 'signup'
        ? t('auth.signUp.title')
        : t(`auth.signIn.${signInHeading(account)}`);

  return (
    <Dialog open onClose={close} title={title}>
      <DialogBody>
        {mode !== 'signin' && <JoinNowBanner />}
        {mode === 'email' && (
          <EmailStep initialEmail={email} onLookedUp={lookedUp} onLogIn={() => show('signin')} />
        )}
        {mode === 'signin' && (
          <SignInForm
            initialEmail={email}
            account={account}
            onSignedIn={signedIn}
            signUp={
              <button type="button" className={styles.linkButton} onClick={() => show('signup')}>
                {t('auth.signIn.signUp')}
              </button>
            }
          />
        )}
        {mode === 'signup' && (
          <SignUpForm
            initialEmail={email}
            onSignedUp={signedIn}
            logIn={
              <button type="button" className={styles.linkButton} onClick={() => show('signin')}>
                {t('auth.signUp.logIn')}
              </button>
            }
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
