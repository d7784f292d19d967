import { type CityFeeLookup, DEFAULT_CITY_FEE_CENTS } from '../city-fees/city-fees.js';
import type { SavedDeliveryInfo } from '../store/schema.js';

/** Where a cart goes before the shopper has said: the province its taxes are shown for. */
const DEFAULT_PROVINCE = 'ON';

/** Sharing the menu earns free delivery (spec: "Share menu with your friends to get FREE DELIVERY"). */
export const sharingWaivesFee = (sharedCartUrl: string | null): boolean => sharedCartUrl !== null;

/**
 * The delivery facts pricing needs, from what the shopper gave (or the defaults), with the
 * fee delivery-slots charges for the city (routes/checkout-quote.ts is given the same fee).
 * Without the city fees (a selection checked on its own) the default fee stands.
 */
export function deliveryOf(
  info: SavedDeliveryInfo | null,
  sharedCartUrl: string | null,
  cityFees?: CityFeeLookup,
) {
  return {
    province: info?.province ?? DEFAULT_PROVINCE,
    cityFeeCents: info && cityFees ? cityFees.feeCents(info.city) : DEFAULT_CITY_FEE_CENTS,
    waiveOffDeliveryFee: sharingWaivesFee(sharedCartUrl),
  };
}
