import type { ShopLanguage } from '@mise/contracts';

/**
 * Cents in the shopper's language: "$12.34" in en-CA, "12,34 $" in fr-CA, where the space is a
 * no-break one so the sign never wraps away from the amount. The shop sells in CAD.
 */
export function formatCents(cents: number, language: ShopLanguage, currency = 'CAD'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
