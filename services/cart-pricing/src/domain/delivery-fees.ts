import type { DeliveryFees } from '@mise/contracts';
import { feeConfig } from './fees.js';

/** Who the cart is for and where it goes, as POST /api/cart/delivery-info sent it. */
export interface SavedDeliveryInfo {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  city: string;
  /** Two-letter province code: the sales tax on taxable extras follows it. */
  province: string;
}

/** The lowest and highest delivery fee among the served cities, in cents. */
export interface FeeRange {
  lowestCents: number;
  highestCents: number;
}

/** The delivery fee of a city, as the cart shows it. */
export interface CityFeeLookup {
  /** The fee of the city named by its delivery-slots id or its name, in any case and accents. */
  feeCents(city: string): number;
  /** Whether delivery-slots serves the city, named as for feeCents. */
  serves(city: string): boolean;
  /** The served cities' fees; null while none is known. */
  servedRange(): FeeRange | null;
}

/** Where a cart goes before the shopper has said: the province its taxes are shown for. */
const DEFAULT_PROVINCE = 'ON';

/** Sharing the menu earns free delivery (spec: "Share menu with your friends to get FREE DELIVERY"). */
export const sharingWaivesFee = (sharedCartUrl: string | null): boolean => sharedCartUrl !== null;

/**
 * What a city may cost: the served cities' lowest and highest fees. Before delivery-slots has
 * told of any city (or without the city fees), only the spec's bounds are known.
 */
function feeRangeOf(cityFees: CityFeeLookup | undefined): FeeRange {
  return cityFees?.servedRange() ?? { lowestCents: 0, highestCents: feeConfig.deliveryFeeMaxCents };
}

const cityKnown = (info: SavedDeliveryInfo | null, cityFees: CityFeeLookup | undefined) =>
  Boolean(info && cityFees?.serves(info.city));

/**
 * The delivery fee as the cart tells it: the city's fee once a served city is known, else the
 * range of the served cities' fees, since any of them may be the one checkout charges.
 */
export function deliveryFeesOf(
  info: SavedDeliveryInfo | null,
  cityFees: CityFeeLookup | undefined,
): DeliveryFees {
  const { lowestCents, highestCents } = feeRangeOf(cityFees);
  return { cityKnown: cityKnown(info, cityFees), lowest: lowestCents, highest: highestCents };
}

/**
 * The delivery facts pricing needs, from what the shopper gave (or the defaults), with the
 * fee delivery-slots charges for the city (routes/checkout-quote.ts is given the same fee).
 * Until a served city is known the highest served fee is priced, so that the cart's total is
 * never less than checkout could charge and matches the top of the range the shop shows.
 */
export function deliveryOf(
  info: SavedDeliveryInfo | null,
  sharedCartUrl: string | null,
  cityFees?: CityFeeLookup,
) {
  return {
    province: info?.province ?? DEFAULT_PROVINCE,
    cityFeeCents:
      info && cityFees?.serves(info.city)
        ? cityFees.feeCents(info.city)
        : feeRangeOf(cityFees).highestCents,
    waiveOffDeliveryFee: sharingWaivesFee(sharedCartUrl),
  };
}
