import { useShopConfig } from '@/shared/startup/use-startup';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';

/** The country and storefront the boxes are asked for. */
export function useCuratedScope() {
  const { countryCode } = useShopConfig();
  const influencerId = useStorefrontHandle();
  return { countryCode, influencerId };
}
