import { shopDayAt } from '@mise/platform/shop-day';
import { wasteOf } from '../domain/waste.js';
import { deleteLotsExpiredBefore, lockPantryOf, ownersOfLotsExpiredBefore } from '../store/lots.js';
import { recordWaste } from '../store/waste.js';
import { announcePantryIn } from './change-pantry.js';
import type { PantryContext } from './context.js';

/**
 * The expiry job's run: every lot whose expiry day is before today (in the shop's zone) leaves
 * its pantry and is recorded as waste, and each pantry it left is announced, all in one
 * transaction. Each pantry is held while its lots go, so a run at the same time waits for it and
 * then finds them gone: each lot is pruned and recorded once. Answers how many lots went.
 */
export async function pruneExpiredLots(ctx: PantryContext): Promise<number> {
  const today = shopDayAt(ctx.clock());
  const ingredients = ctx.ingredients();
  const pruned = await ctx.db.transaction(async (tx) => {
    let count = 0;
    // One owner after the other in a fixed order: two runs take the pantries' locks in the same
    // order and cannot deadlock.
    for (const ownerId of await ownersOfLotsExpiredBefore(tx, today)) {
      await lockPantryOf(tx, ownerId);
      const expired = await deleteLotsExpiredBefore(tx, ownerId, today);
      // Pruned by a run that held this pantry first: nothing changed, nothing to announce.
      if (expired.length === 0) continue;
      await recordWaste(
        tx,
        ownerId,
        expired.map((lot) => wasteOf(lot, ingredients, today)),
      );
      await announcePantryIn(tx, ownerId, ingredients);
      count += expired.length;
    }
    return count;
  });
  if (pruned > 0) ctx.onEventsCommitted();
  return pruned;
}
