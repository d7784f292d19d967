import type { CartAnswer } from '@mise/contracts';
import { pantryLines } from './ingredient-lines';

/**
 * After a pantry change, cart pricing hears of it from an event a moment later: the cart is read
 * again after each of these waits (ms), until it prices the change; about 4 s in all, then the
 * list shows what the server last answered.
 */
export const repriceWaits = [250, 500, 1000, 2000] as const;

/** Whether the cart still counts some of the ingredient from the shopper's pantry. */
export function countsFromPantry(cart: CartAnswer, ingredientId: string): boolean {
  return pantryLines(cart).some((line) => line._id === ingredientId);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the cart (`readAgain`) after each wait until it no longer counts the ingredient from the
 * pantry; true once it does not, false if it still does after the last wait. A read that fails
 * is tried again after the next wait: the pantry change itself went through.
 */
export async function untilRepriced(
  readAgain: () => Promise<CartAnswer | undefined>,
  ingredientId: string,
  waits: readonly number[] = repriceWaits,
): Promise<boolean> {
  for (const wait of waits) {
    await pause(wait);
    const read = await readAgain().then(
      (cart) => ({ cart }),
      () => undefined,
    );
    if (read && (!read.cart || !countsFromPantry(read.cart, ingredientId))) return true;
  }
  return false;
}
