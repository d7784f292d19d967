/** A quantity in its base unit, rounded for reading: "450", "1.5"; never below 0. */
export function formatQuantity(value: number, locale: string): string {
  const digits = Math.abs(value) >= 10 ? 0 : 1;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(
    Math.max(0, value),
  );
}
