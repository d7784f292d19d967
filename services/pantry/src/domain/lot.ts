import type { FieldProblem, PantryItemEdit, PantryItemToAdd } from '@mise/contracts';
import { daysAfter, shopDayAt } from '@mise/platform/shop-day';
import type { PantryIngredient, PantryIngredients } from './pantry-ingredient.js';

/** Where a lot came from: a delivered order (which one), the onboarding choice, or typed in. */
export type LotSource =
  | { kind: 'order'; orderId: string }
  | { kind: 'onboarding' }
  | { kind: 'manual' };

/** What one purchase or entry left of an ingredient in a shopper's pantry. */
export interface Lot {
  id: string;
  ingredientId: string;
  /** In the ingredient's base unit, which `unit` names and the pantry shows. */
  quantity: number;
  unit: string;
  /** Shop days, YYYY-MM-DD. */
  purchasedOn: string;
  expiresOn: string | null;
  source: LotSource;
  /** What one base unit of it cost, in cents, as its order paid; null for lots typed in. */
  centsPerBaseUnit: number | null;
}

/**
 * Lots in the order a cook reaches for them and the pantry lists them: soonest expiry first, no
 * expiry date last (such a lot is the one to keep), then the oldest purchase.
 */
export const bySoonestExpiry = (a: Lot, b: Lot) =>
  (a.expiresOn ?? '9999-12-31').localeCompare(b.expiresOn ?? '9999-12-31') ||
  a.purchasedOn.localeCompare(b.purchasedOn) ||
  a.id.localeCompare(b.id);

/**
 * Whether a lot can be used on a day: it has no expiry date, or expires that day or later.
 * Pricing asks it for the delivery day, so stock that goes off before then is not counted.
 */
export function countsOn(lot: Pick<Lot, 'expiresOn'>, day: string): boolean {
  return lot.expiresOn === null || lot.expiresOn >= day;
}

/**
 * A lot's quantity in its ingredient's base unit, which recipes and packs are counted in; null
 * when the catalog cannot size the lot's unit (an ingredient it no longer has).
 */
export function inBaseUnit(
  lot: Pick<Lot, 'ingredientId' | 'quantity' | 'unit'>,
  ingredients: PantryIngredients,
): number | null {
  const size = ingredients.get(lot.ingredientId)?.unitSizes[lot.unit];
  return size === undefined ? null : lot.quantity * size;
}

/** The shop day an expiry timestamp names; null when none was picked. */
export function expiryDay(expiryDate: number | null | undefined): string | null {
  return expiryDate == null ? null : shopDayAt(expiryDate);
}

/**
 * The day a lot added today expires: the day picked, else its ingredient's shelf life counted
 * from today, so that a lot goes off some day unless nothing is known of how it keeps.
 */
export function expiryOnAdding(
  expiryDate: number | null | undefined,
  shelfLifeDays: PantryIngredient['shelfLifeDays'] | undefined,
  today: string,
): string | null {
  const picked = expiryDay(expiryDate);
  if (picked !== null || shelfLifeDays === undefined) return picked;
  return daysAfter(today, shelfLifeDays);
}

/**
 * A lot the shopper enters today, by hand or in onboarding: bought today, expiring on the day
 * picked, else when the catalog says its ingredient keeps.
 */
export function lotEnteredToday(
  entry: {
    ingredientId: string;
    quantity: number;
    unit: string;
    expiryDate: number | null | undefined;
  },
  source: Extract<LotSource, { kind: 'manual' | 'onboarding' }>,
  ingredients: PantryIngredients,
  today: string,
): Omit<Lot, 'id'> {
  const shelfLifeDays = ingredients.get(entry.ingredientId)?.shelfLifeDays;
  return {
    ingredientId: entry.ingredientId,
    quantity: entry.quantity,
    unit: entry.unit,
    purchasedOn: today,
    expiresOn: expiryOnAdding(entry.expiryDate, shelfLifeDays, today),
    source,
    centsPerBaseUnit: null,
  };
}

/** Items naming an ingredient the catalog does not sell: nothing is known of how it keeps. */
export function unknownIngredientProblems(
  items: readonly Pick<PantryItemToAdd, 'id'>[],
  ingredients: PantryIngredients,
): FieldProblem[] {
  return items.flatMap((item, index): FieldProblem[] => {
    if (ingredients.has(item.id)) return [];
    const field = `items.${index}.id`;
    return [
      { field, rule: 'known-ingredient', message: `${field} must be an ingredient of the shop` },
    ];
  });
}

/** Spec §5: the expiry picker disables dates before today. */
function expiryProblem(
  item: Pick<PantryItemToAdd | PantryItemEdit, 'expiryDate'>,
  index: number,
  today: string,
): FieldProblem[] {
  const day = expiryDay(item.expiryDate);
  if (day === null || day >= today) return [];
  const field = `items.${index}.expiryDate`;
  return [{ field, rule: 'not-before-today', message: `${field} must not be before today` }];
}

/**
 * Why items cannot be added, if they cannot: an expiry before today, or a unit other than the one
 * the shopper already counts that ingredient in (quantities of one ingredient add up only in one
 * unit).
 */
export function additionProblems(
  items: readonly PantryItemToAdd[],
  heldUnits: ReadonlyMap<string, string>,
  today: string,
): FieldProblem[] {
  const units = new Map(heldUnits);
  return items.flatMap((item, index): FieldProblem[] => {
    const unit = units.get(item.id);
    if (unit === undefined) units.set(item.id, item.units);
    const expiry = expiryProblem(item, index, today);
    if (unit === undefined || unit === item.units) return expiry;
    const field = `items.${index}.units`;
    return [
      ...expiry,
      { field, rule: 'same-unit', message: `${field} must be ${unit}, as the ${item.id} held` },
    ];
  });
}

/** Why edits cannot be made, if they cannot: an expiry moved before today. */
export function editProblems(items: readonly PantryItemEdit[], today: string): FieldProblem[] {
  return items.flatMap((item, index) => expiryProblem(item, index, today));
}
