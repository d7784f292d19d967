import { deleteLots } from '../store/lots.js';
import { changePantry, requireHeld } from './change-pantry.js';
import type { PantryContext } from './context.js';

/** PUT /api/users/pantry/updateGroceriesAvailability: the shopper no longer has these lots. */
export function removeFromPantry(ctx: PantryContext, userId: string, ids: readonly string[]) {
  return changePantry(ctx, userId, async (tx, held) => {
    requireHeld(held, ids);
    await deleteLots(tx, userId, ids);
  });
}
