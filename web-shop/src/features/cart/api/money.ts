/** Cents as the shopper reads money: $12.34 in en-CA, 12,34 $ in fr-CA. */
export function formatCents(cents: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
