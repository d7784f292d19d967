import * as oidc from 'openid-client';
import type { LoginState } from '../../app/social-sign-in.js';
import {
  type ProviderClaims,
  type SocialProfile,
  socialProfile,
} from '../../domain/social-profile.js';

/**
 * Redeems the provider's answer (the code, with this browser's PKCE verifier) and reads who
 * signed in from the ID token, which openid-client checks: signature, issuer, audience, expiry,
 * nonce. A provider that keeps the e-mail out of the ID token gives it at its userinfo endpoint.
 */
export async function providerProfile(
  client: oidc.Configuration,
  answer: URL,
  login: LoginState,
): Promise<SocialProfile> {
  const tokens = await oidc.authorizationCodeGrant(client, answer, {
    pkceCodeVerifier: login.codeVerifier,
    expectedState: login.state,
    expectedNonce: login.nonce,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider answered without an ID token');
  let claims: ProviderClaims = idToken;
  if (idToken.email === undefined && client.serverMetadata().userinfo_endpoint) {
    const userInfo = await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub);
    claims = { ...userInfo, ...idToken };
  }
  return socialProfile(claims);
}
