import type { CartAnswer, GroceryIngredient, SubstituteEntry } from '@mise/contracts';

type Selections = Pick<CartAnswer, 'removedIngredients' | 'nonRequiredIngredients'>;

/**
 * Whether the line is bought (document 2, "Ingredient card"): a required line unless the
 * shopper removed it, a staple only once the shopper added it.
 */
export function isIncluded(line: GroceryIngredient, selections: Selections): boolean {
  if (line.required) return !selections.removedIngredients.includes(line._id);
  return line.requiredToUser || selections.nonRequiredIngredients.includes(line._id);
}

/** 'Don't have anymore' is offered only for what the pantry holds a positive amount of. */
export function canMarkUsedUp(line: GroceryIngredient): boolean {
  return line.fromUserPantry && line.youHave > 0;
}

/** The ingredient a line stands for: a substitute's original, else itself. */
export function originalOf(line: GroceryIngredient): string {
  return line.isSubstitute && line.originalIngredient ? line.originalIngredient : line._id;
}

export type SwapOption = { id: string; name: string; isOriginal: boolean };

/** The Swap choices of a line, original first; none when the catalog knows no substitute. */
export function swapOptions(line: GroceryIngredient, entries: SubstituteEntry[]): SwapOption[] {
  const originalId = originalOf(line);
  const entry = entries.find((candidate) => candidate.ingredient._id === originalId);
  if (!entry || entry.substitutes.length === 0) return [];
  return [
    { id: originalId, name: entry.ingredient.name, isOriginal: true },
    ...entry.substitutes.map(({ ingredient }) => ({
      id: ingredient._id,
      name: ingredient.name,
      isOriginal: false,
    })),
  ];
}
