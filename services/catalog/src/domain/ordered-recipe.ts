import type { OrderedSubstitution, RecipeDetail } from '@mise/contracts';

/** What the catalog reads of one of the shopper's orders (orders-payments owns it). */
export interface BoughtOrder {
  orderId: string;
  number: string;
  firstName: string;
  deliveryDate: string;
  recipes: { recipeId: string; servings: number }[];
  /** The products of the packs bought for the recipes. */
  productIds: string[];
}

/** The catalog's knowledge a substitution is read from. */
export interface SubstitutionFacts {
  /** The ingredient a product is a pack of; undefined for a product the catalog no longer has. */
  ingredientOfProduct(productId: string): string | undefined;
  /** The ingredients that can stand in for this one, best first. */
  substitutesOf(ingredientId: string): readonly string[];
  nameOf(ingredientId: string): string;
}

/**
 * The recipe's required ingredients the order bought a substitute for: none of its own packs
 * but packs of one of its substitutes. A substitute that some recipe of the order calls for
 * itself does not count, since those packs were bought for that recipe.
 */
export function orderedSubstitutions(
  recipe: RecipeDetail,
  order: BoughtOrder,
  orderIngredients: ReadonlySet<string>,
  facts: SubstitutionFacts,
): OrderedSubstitution[] {
  const bought = new Set(
    order.productIds.flatMap((productId) => facts.ingredientOfProduct(productId) ?? []),
  );
  return recipe.ingredients.flatMap((line) => {
    if (!line.required || bought.has(line._id)) return [];
    const substitute = facts
      .substitutesOf(line._id)
      .find((candidate) => bought.has(candidate) && !orderIngredients.has(candidate));
    if (!substitute) return [];
    return [
      {
        ingredient: { _id: line._id, name: line.name },
        substitute: { _id: substitute, name: facts.nameOf(substitute) },
      },
    ];
  });
}

/** The recipe as the order bought it: its servings and substitutions; undefined if it did not. */
export function recipeAsOrdered(
  recipe: RecipeDetail,
  order: BoughtOrder,
  substitutions: OrderedSubstitution[],
): RecipeDetail | undefined {
  const line = order.recipes.find((bought) => bought.recipeId === recipe._id);
  if (!line) return undefined;
  return {
    ...recipe,
    customServings: line.servings,
    order: {
      orderId: order.orderId,
      number: order.number,
      deliveryDate: order.deliveryDate,
      servings: line.servings,
      substitutions,
    },
  };
}
