import { daysAfter, shopDayAt } from '@mise/platform/shop-day';
import { bySoonestExpiry, countsOn, inBaseUnit, type Lot, lotEnteredToday } from './lot.js';
import type { PantryIngredients } from './pantry-ingredient.js';

/** An amount of an ingredient arriving in the pantry, in the unit it arrives in. */
export interface Arrival {
  ingredientId: string;
  quantity: number;
  unit: string;
}

/** A delivered order's leftover: an arrival with what one base unit of it cost, when known. */
export interface Leftover extends Arrival {
  centsPerBaseUnit?: number | undefined;
}

/**
 * Arrivals counted in the unit the shopper already counts each ingredient in (held, or of the
 * first arrival of it), so that a row still adds up in one unit: the pantry refuses additions
 * in another. An arrival keeps its own unit when the catalog cannot size both units.
 */
export function inHeldUnits<T extends Arrival>(
  arrivals: readonly T[],
  held: readonly Lot[],
  ingredients: PantryIngredients,
): T[] {
  const heldUnits = heldUnitsOf(held);
  return arrivals.map((arrival) => {
    const unit = heldUnits.get(arrival.ingredientId);
    if (unit === undefined) heldUnits.set(arrival.ingredientId, arrival.unit);
    const sizes = ingredients.get(arrival.ingredientId)?.unitSizes;
    const from = sizes?.[arrival.unit];
    const to = unit === undefined ? undefined : sizes?.[unit];
    if (unit === undefined || from === undefined || to === undefined) return arrival;
    return { ...arrival, quantity: (arrival.quantity * from) / to, unit };
  });
}

/** The unit each ingredient of a pantry is counted in. */
export function heldUnitsOf(held: readonly Lot[]): Map<string, string> {
  return new Map(held.map((lot) => [lot.ingredientId, lot.unit]));
}

/**
 * The lots a delivered order's leftovers become (what its packs hold beyond what its recipes
 * use): bought on the shop day of the delivery, and keeping as long as the catalog says each
 * ingredient keeps from then. Nothing is typed; an ingredient the catalog no longer knows gets
 * no expiry date rather than a guessed one.
 */
export function lotsFromDelivery(
  order: { orderId: string; deliveredAt: Date; leftovers: readonly Leftover[] },
  held: readonly Lot[],
  ingredients: PantryIngredients,
): Omit<Lot, 'id'>[] {
  const purchasedOn = shopDayAt(order.deliveredAt);
  const leftovers = order.leftovers.filter((leftover) => leftover.quantity > 0);
  return inHeldUnits(leftovers, held, ingredients).map(
    ({ ingredientId, quantity, unit, centsPerBaseUnit }): Omit<Lot, 'id'> => {
      const shelfLifeDays = ingredients.get(ingredientId)?.shelfLifeDays;
      return {
        ingredientId,
        quantity,
        unit,
        purchasedOn,
        expiresOn: shelfLifeDays === undefined ? null : daysAfter(purchasedOn, shelfLifeDays),
        source: { kind: 'order', orderId: order.orderId },
        // Per base unit, so it holds whatever unit the lot is counted in.
        centsPerBaseUnit: centsPerBaseUnit ?? null,
      };
    },
  );
}

/**
 * The lots the groceries chosen in onboarding become: held from today, expiring on the day the
 * shopper picked, else when the catalog says the ingredient keeps.
 */
export function lotsFromOnboarding(
  groceries: readonly (Arrival & { expiryDate: number | null })[],
  held: readonly Lot[],
  ingredients: PantryIngredients,
  today: string,
): Omit<Lot, 'id'>[] {
  const chosen = groceries.filter((grocery) => grocery.quantity > 0);
  return inHeldUnits(chosen, held, ingredients).map((grocery) =>
    lotEnteredToday(grocery, { kind: 'onboarding' }, ingredients, today),
  );
}

/** What cooking takes out of a pantry: lots used up, and lots left with less. */
export interface PantryUse {
  usedUp: string[];
  lessened: { id: string; quantity: number }[];
}

/** Less than this much of a base unit left is nothing left: sums of fractions are not exact. */
const NOTHING_LEFT = 1e-9;

/**
 * What the recipes of a delivered order take from the pantry (amounts in base units, as pricing
 * counted them): of each ingredient, the lots still good on the delivery day, soonest-expiring
 * first, as a cook would reach for them. A lot whose unit the catalog cannot size is left alone,
 * as pricing never counted it; what the pantry no longer holds is simply not taken.
 */
export function useFromPantry(
  held: readonly Lot[],
  used: readonly Pick<Arrival, 'ingredientId' | 'quantity'>[],
  ingredients: PantryIngredients,
  deliveryDay: string,
): PantryUse {
  const use: PantryUse = { usedUp: [], lessened: [] };
  for (const { ingredientId, quantity } of used) {
    let wanted = quantity;
    const lots = held
      .filter((lot) => lot.ingredientId === ingredientId && countsOn(lot, deliveryDay))
      .sort(bySoonestExpiry);
    for (const lot of lots) {
      if (wanted <= NOTHING_LEFT) break;
      const inBase = inBaseUnit(lot, ingredients);
      if (inBase === null || inBase <= 0) continue;
      const taken = Math.min(wanted, inBase);
      wanted -= taken;
      if (inBase - taken <= NOTHING_LEFT) use.usedUp.push(lot.id);
      else use.lessened.push({ id: lot.id, quantity: (lot.quantity * (inBase - taken)) / inBase });
    }
  }
  return use;
}
