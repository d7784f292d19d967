import type { LoginAccountInfo, SocialProvider } from '@mise/contracts';

/** The sign-in form's title for the account the e-mail step found (spec 2.5). */
export type SignInHeading = 'welcomeBack' | 'useGoogle' | 'useFacebook' | 'signIn';

export function signInHeading(info: LoginAccountInfo | null): SignInHeading {
  if (!info?.hasAccount) return 'signIn';
  if (info.hasNormalLogin) return 'welcomeBack';
  if (info.hasGoogleLogin && !info.hasFacebookLogin) return 'useGoogle';
  if (info.hasFacebookLogin && !info.hasGoogleLogin) return 'useFacebook';
  return 'signIn';
}

/** An account that exists but has no way in yet: it is offered 'Set Password'. */
export function needsPassword(info: LoginAccountInfo | null): boolean {
  return Boolean(
    info?.hasAccount && !info.hasNormalLogin && !info.hasGoogleLogin && !info.hasFacebookLogin,
  );
}

/** Google first, unless the account signs in with Facebook only (spec 2.5: the order swaps). */
export function socialOrder(info: LoginAccountInfo | null): SocialProvider[] {
  return info?.hasFacebookLogin && !info.hasGoogleLogin
    ? ['facebook', 'google']
    : ['google', 'facebook'];
}
