import type { SocialProvider } from '@mise/contracts';
import type { Config } from '@mise/platform';
import { identitySettings } from '../../settings.js';

/** Where a provider is and who this shop is to it. */
export interface ProviderSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** A provider's settings, or null while any of its three settings is missing. */
export function providerSettings(
  config: Config,
  provider: SocialProvider,
): ProviderSettings | null {
  const settings = identitySettings.from(config);
  const [issuer, clientId, clientSecret] =
    provider === 'google'
      ? [settings.GOOGLE_OIDC_ISSUER, settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET]
      : [
          settings.FACEBOOK_OIDC_ISSUER,
          settings.FACEBOOK_CLIENT_ID,
          settings.FACEBOOK_CLIENT_SECRET,
        ];
  if (!issuer || !clientId || !clientSecret) return null;
  return { issuer: new URL(issuer), clientId, clientSecret };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http is only for a provider on this machine (tests, local development): anywhere else
 * the codes and tokens would cross the network readable by anyone on the way.
 */
export const mayUsePlainHttp = (issuer: URL): boolean =>
  issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
