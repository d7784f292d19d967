import type { EditPantryBody } from '@mise/contracts';
import { badRequest } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import { editProblems, expiryDay } from '../domain/lot.js';
import { updateLot } from '../store/lots.js';
import { changePantry, requireHeld } from './change-pantry.js';
import type { PantryContext } from './context.js';

/** PUT /api/users/pantry/updateGroceriesDetails: new quantities and expiry dates of lots. */
export function editPantry(ctx: PantryContext, userId: string, { items }: EditPantryBody) {
  const problems = editProblems(items, shopDayAt(ctx.clock()));
  if (problems.length > 0) throw badRequest('Some pantry items cannot be changed.', problems);
  return changePantry(ctx, userId, async (tx, held) => {
    requireHeld(
      held,
      items.map((item) => item.id),
    );
    // In the order sent: of two edits to one lot, the later one wins, as in the shop's list.
    for (const { id, quantity, expiryDate } of items) {
      await updateLot(tx, userId, id, {
        ...(quantity === undefined ? {} : { quantity }),
        ...(expiryDate === undefined ? {} : { expiresOn: expiryDay(expiryDate) }),
      });
    }
  });
}
