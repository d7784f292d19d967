import { appendToOutbox, notFound, type Queryable } from '@mise/platform';
import type { Lot } from '../domain/lot.js';
import type { PantryIngredients } from '../domain/pantry-ingredient.js';
import { pantryChangedEvent } from '../events/publish/pantry-changed.js';
import { lockPantryOf, lotsOf } from '../store/lots.js';
import { outbox } from '../store/schema.js';
import type { PantryContext } from './context.js';

/**
 * Makes one change to a shopper's pantry: with the pantry held, `change` reads and writes it, and
 * the pantry it leaves is announced in the same transaction (both or neither). Answers the lots.
 */
export async function changePantry(
  ctx: PantryContext,
  userId: string,
  change: (tx: Queryable, held: readonly Lot[]) => Promise<void>,
): Promise<Lot[]> {
  const after = await ctx.db.transaction((tx) =>
    changePantryIn(tx, userId, ctx.ingredients(), change),
  );
  ctx.onEventsCommitted();
  return after;
}

/**
 * `changePantry` inside a transaction the caller holds: a consumer's, whose inbox row must
 * commit with the change. The caller wakes the outbox relay once it has committed.
 */
export async function changePantryIn(
  tx: Queryable,
  userId: string,
  ingredients: PantryIngredients,
  change: (tx: Queryable, held: readonly Lot[]) => Promise<void>,
): Promise<Lot[]> {
  await lockPantryOf(tx, userId);
  await change(tx, await lotsOf(tx, userId));
  return announcePantryIn(tx, userId, ingredients);
}

/** Announces a shopper's pantry as it now stands, in the transaction that changed it. */
export async function announcePantryIn(
  tx: Queryable,
  userId: string,
  ingredients: PantryIngredients,
): Promise<Lot[]> {
  const changed = await lotsOf(tx, userId);
  await appendToOutbox(tx, outbox, [pantryChangedEvent(userId, changed, ingredients)]);
  return changed;
}

/**
 * A 404 unless every id is a lot of this shopper's: another shopper's lot is answered exactly
 * as one that does not exist, so ids tell nothing about other pantries.
 */
export function requireHeld(held: readonly Lot[], ids: readonly string[]) {
  const heldIds = new Set(held.map((lot) => lot.id));
  const missing = [...new Set(ids)].filter((id) => !heldIds.has(id));
  if (missing.length > 0) {
    throw notFound(`Your pantry has no item with the id ${missing.join(', ')}.`);
  }
}
