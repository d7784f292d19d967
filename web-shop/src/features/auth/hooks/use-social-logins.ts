import type { SocialProvider } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { readGuestId } from '@/shared/cart/browser-storage';
import { useStartup } from '@/shared/startup/use-startup';
import { defaultHandle } from '@/shared/storefront/storefront-handle';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { socialLoginUrl, socialProviders } from '../api/auth-calls';

// The catalog contract's handle rule (without zod, which the first load must not carry).
const storefrontHandle = /^[A-Za-z0-9_]{2,30}$/;

/**
 * The social logins to offer, in `order`, each with the address that starts it: only those
 * the server has configured and the feature flags (isGoogleLoginEnabled,
 * isFacebookLoginEnabled) allow. None while the server has not said.
 */
export function useSocialLogins(
  order: readonly SocialProvider[],
): Array<{ provider: SocialProvider; href: string }> {
  const { flags } = useStartup();
  const handle = useStorefrontHandle();
  const configured = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: socialProviders,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (!configured) return [];
  const allowed = {
    google: configured.google && flags.isGoogleLoginEnabled,
    facebook: configured.facebook && flags.isFacebookLoginEnabled,
  };
  const returnTo = handle && storefrontHandle.test(handle) ? handle : defaultHandle;
  return order
    .filter((provider) => allowed[provider])
    .map((provider) => ({
      provider,
      href: socialLoginUrl(provider, returnTo, readGuestId(localStorage)),
    }));
}
