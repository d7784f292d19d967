/** Cents as the shopper reads them: "$23.36" in en-CA, "23,36 $" in fr-CA. */
export function formatMoney(cents: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
