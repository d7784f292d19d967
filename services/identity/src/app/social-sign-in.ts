import type { SocialProvider } from '@mise/contracts';
import type { SocialProfile } from '../domain/social-profile.js';

/** What a browser carries from the start of a social sign-in to the provider's answer. */
export interface LoginState {
  provider: SocialProvider;
  /** Ties the answer to this browser's request (CSRF). */
  state: string;
  /** Ties the ID token to this request (replay). */
  nonce: string;
  /** PKCE: only who started the sign-in can redeem the code. */
  codeVerifier: string;
  handle: string | null;
  guestUserId: string | null;
}

/** The port to the providers people sign in with: Google and Facebook. */
export interface SocialSignIn {
  isConfigured(provider: SocialProvider): boolean;
  /**
   * A sign-in at the provider: the login state this browser keeps until the answer, and where
   * to send it. 404 when the provider is not configured, 503 when it cannot be reached.
   */
  start(
    provider: SocialProvider,
    visitor: Pick<LoginState, 'handle' | 'guestUserId'>,
    redirectUri: string,
  ): Promise<{ login: LoginState; authorizationUrl: URL }>;
  /** Who signed in, read from the provider's answer to this browser's login. */
  profile(answer: URL, login: LoginState): Promise<SocialProfile>;
}
