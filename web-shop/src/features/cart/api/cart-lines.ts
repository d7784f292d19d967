import type { CartAnswer, GroceryIngredient } from '@mise/contracts';

/**
 * The groceries the cart buys, for the summary's 'N Groceries': the required lines the shopper
 * kept, and the staples they chose to add.
 */
export function boughtGroceries(cart: CartAnswer): GroceryIngredient[] {
  const removed = new Set(cart.removedIngredients);
  const added = new Set(cart.nonRequiredIngredients);
  const lines = (categories: CartAnswer['groceries']['requiredProducts']) =>
    categories.flatMap((category) => category.ingredients);
  return [
    ...lines(cart.groceries.requiredProducts).filter((line) => !removed.has(line._id)),
    ...lines(cart.groceries.nonRequiredProducts).filter((line) => added.has(line._id)),
  ];
}
