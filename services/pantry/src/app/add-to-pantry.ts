import type { AddToPantryBody } from '@mise/contracts';
import { badRequest } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import { additionProblems, lotEnteredToday, unknownIngredientProblems } from '../domain/lot.js';
import { heldUnitsOf } from '../domain/stocking.js';
import { insertLots } from '../store/lots.js';
import { changePantry } from './change-pantry.js';
import type { PantryContext } from './context.js';

/**
 * POST /api/users/pantry: each item becomes a lot the shopper entered, bought today; one entered
 * without an expiry date keeps as long as the catalog says its ingredient keeps.
 */
export function addToPantry(ctx: PantryContext, userId: string, { items }: AddToPantryBody) {
  const today = shopDayAt(ctx.clock());
  const ingredients = ctx.ingredients();
  const unknown = unknownIngredientProblems(items, ingredients);
  if (unknown.length > 0) throw badRequest('Some pantry items cannot be added.', unknown);
  return changePantry(ctx, userId, async (tx, held) => {
    const problems = additionProblems(items, heldUnitsOf(held), today);
    if (problems.length > 0) throw badRequest('Some pantry items cannot be added.', problems);
    await insertLots(
      tx,
      userId,
      items.map((item) =>
        lotEnteredToday(
          {
            ingredientId: item.id,
            quantity: item.quantity,
            unit: item.units,
            expiryDate: item.expiryDate,
          },
          { kind: 'manual' },
          ingredients,
          today,
        ),
      ),
    );
  });
}
