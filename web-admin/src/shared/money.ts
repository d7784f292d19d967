const dollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Cents as staff read them: $54.27. */
export const formatCents = (cents: number) => dollars.format(cents / 100);

/** Dollars as typed ('12.5', '12.50') in whole cents, or null when it is not an amount. */
export function centsOf(typed: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(typed.trim())) return null;
  return Math.round(Number(typed) * 100);
}
