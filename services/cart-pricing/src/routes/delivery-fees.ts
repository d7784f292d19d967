import type { SavedDeliveryInfo } from '../store/schema.js';

/**
 * Delivery fee by city, in cents, between $0 and $5 (spec README), for the cart the shopper
 * looks at before checkout. delivery-slots owns the cities and their fees; this stand-in repeats
 * its seeded fees so the cart shows what checkout will charge. The checkout quote never reads it:
 * orders-payments passes the fee delivery-slots gives (routes/checkout-quote.ts). Cities not
 * listed pay the default.
 */
const cityFeesCents: Readonly<Record<string, number>> = {
  toronto: 0,
  mississauga: 199,
  ottawa: 299,
  montreal: 299,
  'quebec city': 299,
  vancouver: 399,
  calgary: 399,
  edmonton: 399,
  winnipeg: 299,
  halifax: 499,
};
const DEFAULT_CITY_FEE_CENTS = 500;

/** Where a cart goes before the shopper has said: the province its taxes are shown for. */
const DEFAULT_PROVINCE = 'ON';

/** "Montréal", " montreal " and "MONTREAL" are one city; so are "Québec City" and "quebec  city". */
const cityKey = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

export function cityDeliveryFeeCents(city: string): number {
  return cityFeesCents[cityKey(city)] ?? DEFAULT_CITY_FEE_CENTS;
}

/** Sharing the menu earns free delivery (spec: "Share menu with your friends to get FREE DELIVERY"). */
export const sharingWaivesFee = (sharedCartUrl: string | null): boolean => sharedCartUrl !== null;

/** The delivery facts pricing needs, from what the shopper gave (or the defaults). */
export function deliveryOf(info: SavedDeliveryInfo | null, sharedCartUrl: string | null) {
  return {
    province: info?.province ?? DEFAULT_PROVINCE,
    cityFeeCents: info ? cityDeliveryFeeCents(info.city) : DEFAULT_CITY_FEE_CENTS,
    waiveOffDeliveryFee: sharingWaivesFee(sharedCartUrl),
  };
}
