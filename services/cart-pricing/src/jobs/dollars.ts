/**
 * Cents as the shop writes them in English: `$12.34`, `$1,234.50`, `-$0.99`. Integer
 * arithmetic only, so no amount is ever off by floating-point noise.
 */
export function dollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not whole cents`);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}$${whole.toLocaleString('en-CA')}.${rest}`;
}
