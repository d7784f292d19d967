import type { SavedDeliveryInfo } from '../store/schema.js';

/**
 * Delivery fee by city, in cents, between $0 and $5 (spec README). A stand-in until the
 * delivery-slots service owns cities and their fees; cities not listed pay the default.
 */
const cityFeesCents: Readonly<Record<string, number>> = {
  toronto: 0,
  mississauga: 199,
  ottawa: 299,
  montreal: 299,
  vancouver: 399,
  calgary: 399,
  edmonton: 399,
  halifax: 499,
};
const DEFAULT_CITY_FEE_CENTS = 500;

/** Where a cart goes before the shopper has said: the province its taxes are shown for. */
const DEFAULT_PROVINCE = 'ON';

/** "Montréal", " montreal " and "MONTREAL" are one city. */
const cityKey = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

export function cityDeliveryFeeCents(city: string): number {
  return cityFeesCents[cityKey(city)] ?? DEFAULT_CITY_FEE_CENTS;
}

/**
 * The delivery facts pricing needs, from what the shopper gave (or the defaults). Sharing the
 * menu earns free delivery (spec: "Share menu with your friends to get FREE DELIVERY").
 */
export function deliveryOf(info: SavedDeliveryInfo | null, sharedCartUrl: string | null) {
  return {
    province: info?.province ?? DEFAULT_PROVINCE,
    cityFeeCents: info ? cityDeliveryFeeCents(info.city) : DEFAULT_CITY_FEE_CENTS,
    waiveOffDeliveryFee: sharedCartUrl !== null,
  };
}
