import { inBaseUnit, type Lot } from './lot.js';
import type { PantryIngredients } from './pantry-ingredient.js';

/** A lot the expiry job threw away, valued and weighed as the pantry knew it then. */
export interface WastedLot {
  lotId: string;
  ingredientId: string;
  expiredOn: string;
  /** The shop day it was thrown away. */
  thrownOn: string;
  /** Null when the lot's unit or the ingredient's weight is unknown. */
  grams: number | null;
  /** What it cost, to the cent; 0 when unknown (a lot typed in, or its unit unknown). */
  cents: number;
}

/** An expired lot as waste: its base quantity weighed and priced at what its order paid. */
export function wasteOf(
  lot: Lot & { expiresOn: string },
  ingredients: PantryIngredients,
  thrownOn: string,
): WastedLot {
  const base = inBaseUnit(lot, ingredients);
  const gramsPerBaseUnit = ingredients.get(lot.ingredientId)?.gramsPerBaseUnit ?? null;
  return {
    lotId: lot.id,
    ingredientId: lot.ingredientId,
    expiredOn: lot.expiresOn,
    thrownOn,
    grams: base === null || gramsPerBaseUnit === null ? null : base * gramsPerBaseUnit,
    cents:
      base === null || lot.centsPerBaseUnit === null ? 0 : Math.round(base * lot.centsPerBaseUnit),
  };
}

/** The first day of the month a shop day is in: the month's waste is counted from it. */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
