import { daysAfter } from '@mise/platform/shop-day';

/** Days from today a cart without a chosen delivery day is taken to arrive (spec README). */
export const UNDATED_DELIVERY_DAYS = 2;

/**
 * The day a cart's pantry lots must still be good on to count against it: its delivery day, or
 * today + 2 days while none is chosen, so a lot about to expire never makes a cart look cheaper
 * than the groceries it can really cook.
 */
export function pantryCountingDay(today: string, deliveryDay?: string): string {
  return deliveryDay ?? daysAfter(today, UNDATED_DELIVERY_DAYS);
}

/**
 * A shopper's pantry as cart-pricing counts it: amounts in each ingredient's base unit, the unit
 * recipes and packs are counted in, and the day each lot stops counting.
 */
export interface PantryLot {
  ingredientId: string;
  /** Null when the pantry could not size the lot: such a lot is never counted. */
  baseQuantity: number | null;
  /** YYYY-MM-DD in the shop's zone; the lot counts up to and including that day. */
  expiresOn: string | null;
}

/** A lot pricing counts on a day: sized by the pantry, not empty, and not expired before it. */
const countsOn = (lot: PantryLot, day: string): lot is PantryLot & { baseQuantity: number } =>
  lot.baseQuantity !== null &&
  lot.baseQuantity > 0 &&
  (lot.expiresOn === null || lot.expiresOn >= day);

/** Ingredient id to base units the pantry holds on a day: lots that expire before it are not. */
export function heldOn(lots: readonly PantryLot[], day: string): Map<string, number> {
  const held = new Map<string, number>();
  for (const lot of lots) {
    if (!countsOn(lot, day)) continue;
    held.set(lot.ingredientId, (held.get(lot.ingredientId) ?? 0) + lot.baseQuantity);
  }
  return held;
}

/**
 * Of the lots of these ingredients still counting on a day, the soonest expiry day; null when
 * none of them expires.
 */
export function soonestExpiryAmong(
  lots: readonly PantryLot[],
  ingredientIds: ReadonlySet<string>,
  day: string,
): string | null {
  let soonest: string | null = null;
  for (const lot of lots) {
    if (lot.expiresOn === null || !ingredientIds.has(lot.ingredientId)) continue;
    if (!countsOn(lot, day)) continue;
    if (soonest === null || lot.expiresOn < soonest) soonest = lot.expiresOn;
  }
  return soonest;
}
