/**
 * The one rounding rule of the pricing engine. Money is integer cents; any computed amount
 * (a price times a tier coefficient, the value of a leftover share) goes through `roundCents`.
 *
 * Rule: half-up to the cent, i.e. x.5 cents rounds up, for the non-negative amounts pricing
 * produces. The input is first snapped to 1e-6 cent so that binary floating-point noise
 * (199 * 1.08 = 214.92000000000002, 0.5 stored as 0.49999999999) cannot flip the result.
 */
export function roundCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`cannot round ${cents} to cents`);
  const snapped = Math.round(cents * 1e6) / 1e6;
  // Half-up (toward +infinity) for ties; negative amounts follow the same rule.
  return Math.floor(snapped + 0.5);
}

/** A catalog price (integer cents) times a coefficient, rounded by the one rule. */
export function scalePrice(priceCents: number, coefficient: number): number {
  return roundCents(priceCents * coefficient);
}

/** Money inputs are whole, non-negative cents; anything else is a caller's bug. */
export function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${what} must be whole non-negative cents, got ${cents}`);
  }
}
