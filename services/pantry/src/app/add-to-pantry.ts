import type { AddToPantryBody } from '@mise/contracts';
import { badRequest } from '@mise/platform';
import { additionProblems, expiryDay, type Lot } from '../domain/lot.js';
import { shopDayAt } from '../domain/shop-day.js';
import { insertLots } from '../store/lots.js';
import { changePantry } from './change-pantry.js';
import type { PantryContext } from './context.js';

/** POST /api/users/pantry: each item becomes a lot the shopper entered, bought today. */
export function addToPantry(ctx: PantryContext, userId: string, { items }: AddToPantryBody) {
  const today = shopDayAt(ctx.clock());
  return changePantry(ctx, userId, async (tx, held) => {
    const heldUnits = new Map(held.map((lot) => [lot.ingredientId, lot.unit]));
    const problems = additionProblems(items, heldUnits, today);
    if (problems.length > 0) throw badRequest('Some pantry items cannot be added.', problems);
    await insertLots(
      tx,
      userId,
      items.map(
        (item): Omit<Lot, 'id'> => ({
          ingredientId: item.id,
          quantity: item.quantity,
          unit: item.units,
          purchasedOn: today,
          expiresOn: expiryDay(item.expiryDate),
          source: { kind: 'manual' },
        }),
      ),
    );
  });
}
