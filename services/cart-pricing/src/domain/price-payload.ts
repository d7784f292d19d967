/**
 * The spec's pricePayload (shopping-flow §3), assembled from the priced groceries, the extras,
 * the promo result, the fees and the sales tax. Every money field is integer cents; the other
 * fields say what they are.
 *
 * Order of the sums, as the checkout summary shows them:
 *   subTotal    = priceOfRequiredProducts + totalPriceExtra
 *   totalPrice  = subTotal - promoDiscount + extraProductTaxes + serviceFee + deliveryFee
 * Sales tax is charged on the taxable extras at their listed price: the promo discount is not
 * spread over the tax base. Whether a promo should lower the taxable amount is still open.
 */
import { type ExtraProduct, extraLines, extraTotals } from './extras.js';
import { deliveryFee, serviceFee } from './fees.js';
import type { GroceryTotals } from './grocery-lines.js';
import { roundCents } from './money.js';
import type { PromoResult } from './promo.js';
import { salesTax } from './sales-tax.js';

export interface PricePayload {
  /** Cents: the grocery products bought for the recipes (grocery-lines totals). */
  priceOfRequiredProducts: number;
  /** Cents: the extra products, before tax. */
  totalPriceExtra: number;
  /** Cents: product subtotal, groceries plus extras; the minimum order and promos use it. */
  subTotal: number;
  /** Cents: sales tax on the taxable extras, all components. */
  extraProductTaxes: number;
  /** Cents: the applied promo's discount, 0 without one; never above subTotal. */
  promoDiscount: number;
  /** Cents. */
  serviceFee: number;
  /** Cents: 0 when waived. */
  deliveryFee: number;
  waiveOffDeliveryFee: boolean;
  /** Cents: what the shopper pays. */
  totalPrice: number;
  /** Servings: the sum of the selected recipes' servings. */
  totalServings: number;
  /** Cents per serving (2 decimals in dollars): priceOfRequiredProducts / totalServings. */
  pricePerServing: number;
  /** Percent 0..100: the share of the groceries' value the recipes use. */
  usedGroceriesInPercentage: number;
  /** Cents: value of the leftovers; used value plus this is exactly priceOfRequiredProducts. */
  priceOfUnusedProductsWithRoundingCorrection: number;
}

export interface PricePayloadInput {
  groceries: GroceryTotals;
  /** Servings of each selected recipe. */
  recipeServings: readonly number[];
  /** The selected extras: product id to quantity (pack count). */
  extraSelection: ReadonlyMap<string, number>;
  extraCatalog: ReadonlyMap<string, ExtraProduct>;
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
  const extras = extraTotals(extraLines(input.extraSelection, input.extraCatalog));
  const totalPriceExtra = extras.totalCents;
  const subTotal = priceOfRequiredProducts + totalPriceExtra;
  const extraProductTaxes = salesTax(input.province, extras.taxableCents).totalCents;
  // A promo evaluated on a larger cart must not push the total below the fees and taxes.
  const promoDiscount = input.promo?.applied ? Math.min(input.promo.discountCents, subTotal) : 0;
  const fees = {
    serviceFee: serviceFee(subTotal),
    deliveryFee: deliveryFee(input.cityDeliveryFeeCents, input.waiveOffDeliveryFee),
  };
  const totalServings = input.recipeServings.reduce((sum, s) => sum + s, 0);
  const unused = input.groceries.leftOverValueCents;
  return {
    priceOfRequiredProducts,
    totalPriceExtra,
    subTotal,
    extraProductTaxes,
    promoDiscount,
    ...fees,
    waiveOffDeliveryFee: input.waiveOffDeliveryFee,
    totalPrice: subTotal - promoDiscount + extraProductTaxes + fees.serviceFee + fees.deliveryFee,
    totalServings,
    pricePerServing: totalServings > 0 ? roundCents(priceOfRequiredProducts / totalServings) : 0,
    usedGroceriesInPercentage:
      priceOfRequiredProducts > 0
        ? ((priceOfRequiredProducts - unused) / priceOfRequiredProducts) * 100
        : 0,
    priceOfUnusedProductsWithRoundingCorrection: unused,
  };
}
