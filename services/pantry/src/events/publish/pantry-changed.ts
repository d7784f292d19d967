import { type EventEnvelope, type PantryChanged, pantryChanged } from '@mise/contracts';
import { newEvent } from '@mise/platform';
import type { Lot } from '../../domain/lot.js';

/** The shopper's whole pantry after a change: its consumers replace their copy with it. */
export function pantryChangedEvent(
  userId: string,
  held: readonly Lot[],
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
        expiresOn: lot.expiresOn,
        source: lot.source.kind,
      })),
    }),
  });
}
