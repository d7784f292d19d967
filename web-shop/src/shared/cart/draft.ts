import type { CartAnswer, IngredientSubstitution, SaveCartInput } from '@mise/contracts';
import { maxExtraQuantity } from './limits';
import type { CartSelection, ServingsRule } from './selections';

/** What the shop knows of a recipe in the cart before the server answers: rows and steppers. */
export type CartRecipeInfo = ServingsRule & { name: string; image: string };

export type BrandType = CartAnswer['brandType'];

/**
 * The shopper's choices, kept in the browser and sent whole with every save. `version` grows
 * with every change so the server (and the shop) can tell the newest save.
 */
export type CartDraft = {
  version: number;
  selections: CartSelection[];
  brandType: BrandType;
  /** Extra product id to pack count. */
  extraGroceries: Record<string, number>;
  nonRequiredProductsToCost: string[];
  removedIngredientList: string[];
  isIngredientSubstitutionOn: boolean;
  ingredientSubstitutes: IngredientSubstitution[];
  /** By recipe id; not sent, the server prices from its own catalog. */
  recipes: Record<string, CartRecipeInfo>;
};

export const emptyDraft: CartDraft = {
  version: 0,
  selections: [],
  brandType: 'LOW_COST',
  extraGroceries: {},
  nonRequiredProductsToCost: [],
  removedIngredientList: [],
  isIngredientSubstitutionOn: true,
  ingredientSubstitutes: [],
  recipes: {},
};

export type ShopConfigChoice = NonNullable<SaveCartInput['config']>;

export function saveBodyOf(draft: CartDraft, config: ShopConfigChoice): SaveCartInput {
  return {
    version: draft.version,
    recipes: draft.selections,
    brandType: draft.brandType,
    extraGroceries: draft.extraGroceries,
    nonRequiredProductsToCost: draft.nonRequiredProductsToCost,
    removedIngredientList: draft.removedIngredientList,
    isIngredientSubstitutionOn: draft.isIngredientSubstitutionOn,
    ingredientSubstitutes: draft.ingredientSubstitutes,
    config,
  };
}

/** The recipe facts a priced answer carries, merged over what the shop knew. */
export function withRecipesOf(draft: CartDraft, answer: CartAnswer): CartDraft {
  const recipes = { ...draft.recipes };
  for (const entry of answer.selectedRecipes) {
    recipes[entry._id] = {
      name: entry.name,
      image: entry.image,
      defaultServings: entry.defaultServings,
      minServings: entry.minServings,
      incrServings: entry.incrServings,
    };
  }
  return { ...draft, recipes };
}

/** The server's cart as a draft: used when the server holds a newer cart than this browser. */
export function draftFromAnswer(answer: CartAnswer, known: CartDraft = emptyDraft): CartDraft {
  const selections = answer.selectedRecipes.map(
    (entry): CartSelection => ({
      id: entry._id,
      servings: entry.servings,
      ...(entry.mealTypeId !== null && { mealTypeId: entry.mealTypeId }),
      ...(entry.curatedBoxId !== null && { curatedBoxId: entry.curatedBoxId }),
      ...(entry.originalRecipeId !== null && { originalRecipeId: entry.originalRecipeId }),
    }),
  );
  return withRecipesOf(
    {
      version: answer.version,
      selections,
      brandType: answer.brandType,
      extraGroceries: Object.fromEntries(answer.extraGroceries.map((e) => [e._id, e.quantity])),
      nonRequiredProductsToCost: answer.nonRequiredIngredients,
      removedIngredientList: answer.removedIngredients,
      isIngredientSubstitutionOn: answer.isIngredientSubstitutionOn,
      ingredientSubstitutes: answer.ingredientSubstitutes,
      recipes: known.recipes,
    },
    answer,
  );
}

/** Spec "Extra products": add increments, or appends at quantity 1. */
export function addExtra(extras: Record<string, number>, productId: string) {
  const quantity = Math.min(maxExtraQuantity, (extras[productId] ?? 0) + 1);
  return { ...extras, [productId]: quantity };
}

/** Remove decrements, or at 1 deletes the product (its tile goes back to Inactive). */
export function removeExtra(extras: Record<string, number>, productId: string) {
  const { [productId]: quantity = 0, ...others } = extras;
  return quantity > 1 ? { ...others, [productId]: quantity - 1 } : others;
}

/** Spec "Ingredient toggling": adds the id if absent, removes it if present. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

export function withId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function withoutId(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

/** One substitute per ingredient; `null` goes back to the original ingredient. */
export function withSubstitute(
  substitutes: readonly IngredientSubstitution[],
  ingredient: string,
  substitute: string | null,
): IngredientSubstitution[] {
  const others = substitutes.filter((entry) => entry.ingredient !== ingredient);
  if (substitute === null) return others;
  return [
    ...others,
    { ingredient, isSubstituteEnabled: true, substitute: { ingredient: substitute } },
  ];
}
