import type { Queryable } from '@mise/platform';
import { heldOn, pantryCountingDay } from '../domain/pantry.js';
import { pantryCopyOf } from '../read-models/pantries/pantry-copies.js';
import type { CartOwner } from '../store/cart-owner.js';

/** Nothing held: a guest's cart, or one priced without the pantry. */
export const noPantry: ReadonlyMap<string, number> = new Map();

/**
 * What a cart's owner holds in base units per ingredient, from this service's copy of their
 * pantry (no call to the pantry service), counting only lots still good on the delivery day, or
 * two days from today while none is chosen. Guests have no pantry.
 */
export async function pantryHeldFor(
  db: Queryable,
  owner: CartOwner | undefined,
  days: { today: string; deliveryDay?: string },
): Promise<ReadonlyMap<string, number>> {
  if (owner?.kind !== 'user') return noPantry;
  return heldOn(await pantryCopyOf(db, owner.id), pantryCountingDay(days.today, days.deliveryDay));
}
