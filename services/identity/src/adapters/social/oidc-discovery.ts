import type { SocialProvider } from '@mise/contracts';
import { HttpProblem, notFound } from '@mise/platform';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { mayUsePlainHttp, type ProviderSettings, providerNames } from './provider-settings.js';

/** Seconds to wait for a provider: a visitor is waiting on the other end of the redirect. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface OidcProviders {
  isConfigured(provider: SocialProvider): boolean;
  /** The provider's client: 404 when it is not configured, 503 when it cannot be reached. */
  client(provider: SocialProvider): Promise<oidc.Configuration>;
}

/**
 * The configured providers, each discovered from its issuer on first use rather than at start,
 * so that a provider being down never keeps the shop from starting. A failed discovery is not
 * kept: the next sign-in tries again.
 */
export function oidcProviders(
  settingsOf: (provider: SocialProvider) => ProviderSettings | null,
  logger: FastifyBaseLogger,
): OidcProviders {
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function discover(provider: SocialProvider, settings: ProviderSettings) {
    const { issuer, clientId, clientSecret } = settings;
    const plainHttp = mayUsePlainHttp(issuer);
    const client = oidc.discovery(issuer, clientId, clientSecret, undefined, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: plainHttp ? [oidc.allowInsecureRequests] : [],
    });
    discovered.set(provider, client);
    client.catch((error: unknown) => {
      discovered.delete(provider);
      logger.error({ err: error, provider, issuer: issuer.href }, 'social login discovery failed');
    });
    return client;
  }

  return {
    isConfigured: (provider) => settingsOf(provider) !== null,
    async client(provider) {
      const settings = settingsOf(provider);
      if (!settings) {
        throw notFound(`Sign-in with ${providerNames[provider]} is not offered by this shop.`);
      }
      try {
        return await (discovered.get(provider) ?? discover(provider, settings));
      } catch {
        throw new HttpProblem(
          503,
          'Service Unavailable',
          `Sign-in with ${providerNames[provider]} is not available right now. Please try again in a few minutes, or sign in with your e-mail and password.`,
        );
      }
    },
  };
}
