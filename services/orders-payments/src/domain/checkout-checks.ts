import type {
  CheckoutQuote,
  CityAnswer,
  FieldProblem,
  OrderDeliveryAddress,
  PlaceOrderBody,
  PricePayloadAnswer,
} from '@mise/contracts';
import { localDate } from './slot-label.js';

/**
 * The checks of a checkout against the server's own facts: the city delivery-slots serves and
 * the quote cart-pricing makes of the saved cart. The browser's figures are never used.
 */

/** Spec README "Minimum order": product subtotal >= $10.00. */
export const MINIMUM_ORDER_CENTS = 1_000;
export const MINIMUM_ORDER_MESSAGE = 'The minimum order is $10.00.';
export const CART_CHANGED_MESSAGE = 'Your cart changed. Please review it before you pay.';
export const PROMO_FAILURE_MESSAGE = 'Coupon code incorrect';

export const notServedMessage = (city: string) => `We do not deliver to ${city} yet.`;

/** The address must lie in the city it names, and the date must be the slot's day there. */
export function addressProblems(address: OrderDeliveryAddress, city: CityAnswer): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (address.province !== city.province) {
    problems.push({
      field: 'deliveryAddress.province',
      rule: 'city_province',
      message: `deliveryAddress.province must be ${city.province}, the province of ${city.name}`,
    });
  }
  const postalCode = address.postalCode.replace(/\s/g, '').toUpperCase();
  const inCity = city.postalCodePrefixes.some((prefix) =>
    postalCode.startsWith(prefix.replace(/\s/g, '').toUpperCase()),
  );
  if (!inCity) {
    problems.push({
      field: 'deliveryAddress.postalCode',
      rule: 'city_postal_code',
      message: `deliveryAddress.postalCode ${address.postalCode} is not a postal code of ${city.name}`,
    });
  }
  if (localDate(new Date(address.timeSlot), city.timeZone) !== address.date) {
    problems.push({
      field: 'deliveryAddress.date',
      rule: 'slot_date',
      message: 'deliveryAddress.date must be the day of the chosen time slot',
    });
  }
  return problems;
}

/** The product subtotal (groceries and extras, before promo, taxes and fees) is what counts. */
export function meetsMinimumOrder(cost: PricePayloadAnswer): boolean {
  return cost.subTotal >= MINIMUM_ORDER_CENTS;
}

/**
 * Whether the saved cart the quote priced is what the shopper saw and confirmed: the same
 * recipes at the same servings, and the same extras in the same quantities.
 */
export function quoteMatchesSelection(
  quote: Pick<CheckoutQuote, 'recipes' | 'extraProducts'>,
  body: Pick<PlaceOrderBody, 'selectedRecipes' | 'selectedExtraProducts'>,
): boolean {
  const recipeKey = (recipeId: string, servings: number) => `${recipeId}\u0000${servings}`;
  const quoted = quote.recipes.map((recipe) => recipeKey(recipe.recipeId, recipe.servings)).sort();
  const selected = body.selectedRecipes
    .map((recipe) => recipeKey(recipe.recipeId, recipe.servings))
    .sort();
  if (quoted.join('\n') !== selected.join('\n')) return false;
  const extras = Object.entries(body.selectedExtraProducts);
  return (
    extras.length === quote.extraProducts.length &&
    quote.extraProducts.every(
      (extra) => body.selectedExtraProducts[extra.productId] === extra.quantity,
    )
  );
}

/**
 * The quote's figures add up as the checkout summary shows them (cart-pricing's
 * price-payload.ts): a quote that does not is never charged.
 */
export function totalsAddUp(cost: PricePayloadAnswer): boolean {
  const figures = Object.values(cost).filter((value) => typeof value === 'number');
  return (
    figures.every(Number.isFinite) &&
    cost.subTotal === cost.priceOfRequiredProducts + cost.totalPriceExtra &&
    cost.promoDiscount >= 0 &&
    cost.promoDiscount <= cost.subTotal &&
    cost.totalPrice ===
      cost.subTotal -
        cost.promoDiscount +
        cost.extraProductTaxes +
        cost.serviceFee +
        cost.deliveryFee &&
    Number.isInteger(cost.totalPrice) &&
    cost.totalPrice > 0
  );
}

/** Cents that may still be given back on a payment. */
export function refundableCents(payment: { amountCents: number; refundedCents: number }): number {
  return Math.max(0, payment.amountCents - payment.refundedCents);
}
