import type { ShopConfig } from '@mise/contracts';

const countries = {
  CA: { currency: 'CAD', country: 'Canada' },
  US: { currency: 'USD', country: 'United States' },
} as const;

/**
 * The visitor's country and currency (spec README): the country a trusted proxy reports,
 * else Canada. Only Canada and the US exist, and the US only while US content is on.
 */
export function shopConfig(
  reportedCountry: string | undefined,
  usContentEnabled: boolean,
  ip: string,
): ShopConfig {
  const countryCode =
    reportedCountry?.trim().toUpperCase() === 'US' && usContentEnabled ? 'US' : 'CA';
  return { countryCode, ...countries[countryCode], ip, city: '' };
}
