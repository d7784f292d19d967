import type { SocialProvider } from '@mise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { LoginState, SocialSignIn } from '../../app/social-sign-in.js';
import { oidcProviders } from './oidc-discovery.js';
import { providerProfile } from './provider-profile.js';
import type { ProviderSettings } from './provider-settings.js';

/** The standard OpenID scopes; Facebook names its profile scope public_profile. */
const scopes: Record<SocialProvider, string> = {
  google: 'openid email profile',
  facebook: 'openid email public_profile',
};

/** Sign-in with Google and Facebook over OpenID Connect (authorization code with PKCE). */
export function openIdConnect(
  settingsOf: (provider: SocialProvider) => ProviderSettings | null,
  logger: FastifyBaseLogger,
): SocialSignIn {
  const providers = oidcProviders(settingsOf, logger);
  return {
    isConfigured: (provider) => providers.isConfigured(provider),
    async start(provider, { handle, guestUserId }, redirectUri) {
      const client = await providers.client(provider);
      const login: LoginState = {
        provider,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        handle,
        guestUserId,
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: scopes[provider],
        state: login.state,
        nonce: login.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { login, authorizationUrl };
    },
    profile: async (answer, login) =>
      providerProfile(await providers.client(login.provider), answer, login),
  };
}
