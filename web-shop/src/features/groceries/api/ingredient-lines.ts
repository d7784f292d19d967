import type {
  CartAnswer,
  GroceryCategory,
  GroceryIngredient,
  SubstituteEntry,
} from '@mise/contracts';
import type { CartDraft } from '@/shared/cart';

/** The shopper's ingredient choices, read from the draft so a tick shows before the server answers. */
export type IngredientChoices = Pick<
  CartDraft,
  'removedIngredientList' | 'nonRequiredProductsToCost'
>;

/**
 * Whether the line is bought (document 2, "Ingredient card and substitution": required, or
 * required to the user, and a delivered amount above 0). Who wants the line comes from the
 * draft, not from the answer's `requiredToUser`: an older answer would undo the latest tick.
 */
export function isIncluded(line: GroceryIngredient, choices: IngredientChoices): boolean {
  const wanted = line.required
    ? !choices.removedIngredientList.includes(line._id)
    : choices.nonRequiredProductsToCost.includes(line._id);
  return wanted && line.quantity > 0;
}

/** The ingredient lines of grocery categories, in order. */
export function linesOf(categories: readonly GroceryCategory[]): GroceryIngredient[] {
  return categories.flatMap((category) => category.ingredients);
}

/** 'Don't have anymore' is offered only for what the pantry holds a positive amount of. */
export function canMarkUsedUp(line: GroceryIngredient): boolean {
  return line.fromUserPantry && line.youHave > 0;
}

/** The lines of a cart the shopper's pantry covers some of: the checkout's pantry check. */
export function pantryLines(cart: Pick<CartAnswer, 'groceries'>): GroceryIngredient[] {
  const { requiredProducts, nonRequiredProducts } = cart.groceries;
  return linesOf([...requiredProducts, ...nonRequiredProducts]).filter(canMarkUsedUp);
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
