import type { OrderDelivered, UserOnboarded } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { PantryIngredients } from '../domain/pantry-ingredient.js';
import { lotsFromDelivery, lotsFromOnboarding, useFromPantry } from '../domain/stocking.js';
import { deleteLots, insertLots, updateLot } from '../store/lots.js';
import { changePantryIn } from './change-pantry.js';

/**
 * A delivered order changes the shopper's pantry, in the consumer's transaction: its recipes take
 * what pricing counted from the pantry, and its leftovers join it.
 */
export async function stockFromDelivery(
  tx: Queryable,
  delivered: OrderDelivered,
  ingredients: PantryIngredients,
): Promise<void> {
  const arrives = delivered.leftovers.some((leftover) => leftover.quantity > 0);
  if (!arrives && delivered.pantryUsed.length === 0) return;
  const deliveredAt = new Date(delivered.deliveredAt);
  await changePantryIn(tx, delivered.userId, ingredients, async (inner, held) => {
    const { usedUp, lessened } = useFromPantry(
      held,
      delivered.pantryUsed,
      ingredients,
      shopDayAt(deliveredAt),
    );
    if (usedUp.length > 0) await deleteLots(inner, delivered.userId, usedUp);
    for (const { id, quantity } of lessened) {
      await updateLot(inner, delivered.userId, id, { quantity });
    }
    const added = lotsFromDelivery({ ...delivered, deliveredAt }, held, ingredients);
    if (added.length > 0) await insertLots(inner, delivered.userId, added);
  });
}

/** The groceries a shopper said they hold in onboarding join their pantry. */
export async function stockFromOnboarding(
  tx: Queryable,
  onboarded: UserOnboarded,
  ingredients: PantryIngredients,
  now: Date,
): Promise<void> {
  if (onboarded.groceries.length === 0) return;
  const groceries = onboarded.groceries.map((grocery) => ({
    ingredientId: grocery.id,
    quantity: grocery.quantity,
    unit: grocery.units,
    expiryDate: grocery.expiryDate,
  }));
  await changePantryIn(tx, onboarded.userId, ingredients, async (inner, held) => {
    const added = lotsFromOnboarding(groceries, held, ingredients, shopDayAt(now));
    if (added.length > 0) await insertLots(inner, onboarded.userId, added);
  });
}
