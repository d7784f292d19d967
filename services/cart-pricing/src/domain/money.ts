/**
 * The one rounding rule of the pricing engine. Money is integer cents; any computed amount
 * (a price times a tier coefficient, the value of a leftover share) goes through `roundCents`.
 *
 * Rule: half-up to the cent, i.e. x.5 cents rounds up, for the non-negative amounts pricing
 * produces. The input is first snapped to 1e-6 cent so that binary floating-point noise
 * (199 * 1.08 = 214.92000000000002, 0.5 stored as 0.49999999999) cannot flip the result.
 *
 * Where amounts are rounded, each once, by this rule:
 * - a tier fallback price: LOW_COST price x tier coefficient, per pack (tier-prices.ts);
 * - a line's leftover value: line cost x leftover / delivered (grocery-lines.ts); the cart's
 *   priceOfUnusedProductsWithRoundingCorrection is the sum of the rounded line values;
 * - a percent promo: subtotal x percent (promo.ts);
 * - the service fee: 3 % of the subtotal, before its bounds (fees.ts);
 * - the taxable extras' share of a promo discount (price-payload.ts);
 * - sales tax: each component on the whole taxable subtotal, not per product (sales-tax.ts);
 * - pricePerServing and paidPerServing: an amount / total servings (price-payload.ts).
 * Pack prices, pack counts, sums and differences are whole cents already and never rounded.
 * Quantities (base units) are not money and are not rounded. What the shop shows as a figure
 * with one decimal is rounded to a tenth, once, where the answer is assembled (`toTenth`):
 * the average nutrition (nutrition.ts), a line's usagePercentage (grocery-view.ts) and the
 * cart's usedGroceriesInPercentage (price-payload.ts).
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

/** A figure shown with one decimal (a percentage, grams of protein), rounded half-up. */
export const toTenth = (value: number) => Math.round(value * 10) / 10;
