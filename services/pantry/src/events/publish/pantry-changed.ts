import { type EventEnvelope, type PantryChanged, pantryChanged } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import { inBaseUnit, type Lot } from '../../domain/lot.js';
import type { PantryIngredients } from '../../domain/pantry-ingredient.js';

/**
 * The shopper's whole pantry after a change: its consumers replace their copy with it. Each lot
 * also tells its quantity in the ingredient's base unit, which pricing counts in.
 */
export function pantryChangedEvent(
  userId: string,
  held: readonly Lot[],
  ingredients: PantryIngredients,
): EventEnvelope<PantryChanged> {
  return newEvent(pantryChanged, {
    source: 'pantry',
    subject: userId,
    data: pantryChanged.data.parse({
      userId,
      lots: held.map((lot) => ({
        id: lot.id,
        ingredientId: lot.ingredientId,
        quantity: lot.quantity,
        unit: lot.unit,
        baseQuantity: inBaseUnit(lot, ingredients),
        expiresOn: lot.expiresOn,
        source: lot.source.kind,
      })),
    }),
  });
}
