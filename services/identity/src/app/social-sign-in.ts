import type { SocialProvider } from '@mise/contracts';

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
