/**
 * The spec's pricePayload (shopping-flow §3), assembled from the priced groceries, the extras,
 * the promo result, the fees and the sales tax. Every money field is integer cents; the other
 * fields say what they are.
 *
 * Order of the sums, as the checkout summary shows them:
 *   subTotal    = priceOfRequiredProducts + totalPriceExtra
 *   totalPrice  = subTotal - promoDiscount + extraProductTaxes + serviceFee + deliveryFee
 * Sales tax is charged on the taxable extras after their share of the promo discount: a
 * seller's own coupon lowers the price the GST/HST (and PST, QST) is computed on. The share is
 * promoDiscount x taxable / subTotal, rounded once by money.ts.
 *
 * Savings, defined in savings.ts (each recipe's groceries bought separately, at the same tier):
 *   actualCostWithoutDiscount = otherRecipesKitsCost = the separate side
 *   userSaveAmount = the separate side - the same groceries bought together
 * Per serving, rounded once by money.ts: pricePerServing = priceOfRequiredProducts / servings,
 * paidPerServing = totalPrice / servings; both 0 without servings.
 */
import type { PricePayloadAnswer } from '@mise/contracts';
import type { ExtraTotals } from './extras.js';
import { deliveryFee, serviceFee } from './fees.js';
import type { GroceryTotals } from './grocery-lines.js';
import { roundCents, toTenth } from './money.js';
import type { PromoResult } from './promo.js';
import { salesTax } from './sales-tax.js';
import type { Savings } from './savings.js';

/** Every field of the spec's pricePayload (contracts: pricePayload). */
export type PricePayload = PricePayloadAnswer;

export interface PricePayloadInput {
  groceries: GroceryTotals;
  /** Servings of each selected recipe. */
  recipeServings: readonly number[];
  /** The cart's savings (savings.ts). */
  savings: Pick<Savings, 'separateCents' | 'saveCents'>;
  /** The selected extras' totals. */
  extras: ExtraTotals;
  /** The evaluated promo, or null when no code was entered. */
  promo: PromoResult | null;
  /** Delivery province code, for the sales tax. */
  province: string;
  /** The delivery city's fee, 0..500 cents. */
  cityDeliveryFeeCents: number;
  waiveOffDeliveryFee: boolean;
}

export function pricePayload(input: PricePayloadInput): PricePayload {
  const priceOfRequiredProducts = input.groceries.productsAmount;
  const { extras } = input;
  const totalPriceExtra = extras.totalCents;
  const subTotal = priceOfRequiredProducts + totalPriceExtra;
  const promoDiscount = input.promo?.applied ? Math.min(input.promo.discountCents, subTotal) : 0;
  const taxableShareOfDiscount =
    subTotal > 0 ? roundCents((promoDiscount * extras.taxableCents) / subTotal) : 0;
  const extraProductTaxes = salesTax(
    input.province,
    extras.taxableCents - taxableShareOfDiscount,
  ).totalCents;
  // Like the service fee, no delivery fee on an empty cart: there is nothing to deliver, and
  // the shop must not show $3.99 as the total of no groceries.
  const cityFee = deliveryFee(input.cityDeliveryFeeCents, input.waiveOffDeliveryFee);
  const fees = { serviceFee: serviceFee(subTotal), deliveryFee: subTotal > 0 ? cityFee : 0 };
  const totalServings = input.recipeServings.reduce((sum, s) => sum + s, 0);
  const unused = input.groceries.leftOverValueCents;
  const totalPrice =
    subTotal - promoDiscount + extraProductTaxes + fees.serviceFee + fees.deliveryFee;
  const perServing = (cents: number) => (totalServings > 0 ? roundCents(cents / totalServings) : 0);
  return {
    priceOfRequiredProducts,
    totalPriceExtra,
    subTotal,
    extraProductTaxes,
    promoDiscount,
    ...fees,
    waiveOffDeliveryFee: input.waiveOffDeliveryFee,
    totalPrice,
    totalServings,
    pricePerServing: perServing(priceOfRequiredProducts),
    paidPerServing: perServing(totalPrice),
    totalAmountOfRecipes: input.recipeServings.length,
    actualCostWithoutDiscount: input.savings.separateCents,
    otherRecipesKitsCost: input.savings.separateCents,
    userSaveAmount: input.savings.saveCents,
    usedGroceriesInPercentage:
      priceOfRequiredProducts > 0
        ? toTenth(((priceOfRequiredProducts - unused) / priceOfRequiredProducts) * 100)
        : 0,
    priceOfUnusedProductsWithRoundingCorrection: unused,
  };
}
