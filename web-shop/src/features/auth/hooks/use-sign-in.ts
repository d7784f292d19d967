import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trackLoggedIn, trackSignedUp } from '@/shared/analytics/marketing';
import { readGuestId } from '@/shared/cart/browser-storage';
import { isLanguage } from '@/shared/i18n/languages';
import { notify } from '@/shared/notices/notices';
import { followSignIn } from '@/shared/session/session-changes';
import { useStartup } from '@/shared/startup/use-startup';
import { logIn, register, type SignUp } from '../api/auth-calls';
import type { SignInFields } from '../api/form-rules';

/**
 * Signs in with e-mail and password (spec §4 "Login success"). The guest id goes with the
 * login so the server moves the guest's cart to the account; then the session follows.
 * `onSignedIn` is the hook's, not the call's: the form may be gone by then (the popup closes
 * as soon as the session shows), and where to go next must not be lost with it.
 */
export function useLogIn(onSignedIn: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async ({ email, password }: SignInFields) => {
      const me = await logIn(email, password, readGuestId(localStorage));
      await followSignIn(queryClient, me);
      return me;
    },
    onSuccess: ({ user }) => {
      trackLoggedIn({
        email: user.emailAddress,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      notify('success', t('authNotices.loggedIn'));
      onSignedIn();
    },
  });
}

/**
 * Creates the account (spec §4 "Register"): with the storefront's influencer and the page's
 * language, and signed in at once, with the guest's cart.
 */
export function useSignUp(onSignedUp: () => void) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const { influencer } = useStartup();
  return useMutation({
    mutationFn: async (signUp: SignUp) => {
      const me = await register(signUp, {
        influencerId: influencer?._id ?? null,
        language: isLanguage(i18n.language) ? i18n.language : 'en-CA',
        guestUserId: readGuestId(localStorage),
      });
      await followSignIn(queryClient, me);
      return me;
    },
    onSuccess: ({ user }) => {
      trackSignedUp({
        email: user.emailAddress,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      notify('success', t('authNotices.accountCreated'));
      onSignedUp();
    },
  });
}
