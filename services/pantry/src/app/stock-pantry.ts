import type { OrderDelivered, UserOnboarded } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { shopDayAt } from '@mise/platform/shop-day';
import type { PantryIngredients } from '../domain/pantry-ingredient.js';
import { lotsFromDelivery, lotsFromOnboarding } from '../domain/stocking.js';
import { insertLots } from '../store/lots.js';
import { changePantryIn } from './change-pantry.js';

/** A delivered order's leftovers join the shopper's pantry, in the consumer's transaction. */
export async function stockFromDelivery(
  tx: Queryable,
  delivered: OrderDelivered,
  ingredients: PantryIngredients,
): Promise<void> {
  if (!delivered.leftovers.some((leftover) => leftover.quantity > 0)) return;
  await changePantryIn(tx, delivered.userId, ingredients, async (inner, held) => {
    const added = lotsFromDelivery(
      { ...delivered, deliveredAt: new Date(delivered.deliveredAt) },
      held,
      ingredients,
    );
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
