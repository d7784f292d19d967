/**
 * The checkout quote: a priced cart told as an order keeps it (contracts: checkoutQuoteAnswer).
 * orders-payments charges these figures and keeps these lines, so the order never depends on
 * the cart or the catalog changing after it was placed.
 */
import type { CheckoutQuote } from '@mise/contracts';
import type { PricedCart, PricingCatalog } from './cart.js';

/** The quote but the version of the cart priced, which the service knows. */
export type QuotedCart = Omit<CheckoutQuote, 'cartVersion'>;

/** Amounts per ingredient in its base unit, named as the catalog names it. */
function amountsOf(
  amounts: ReadonlyMap<string, number>,
  catalog: PricingCatalog,
): QuotedCart['leftovers'] {
  return [...amounts].map(([ingredientId, quantity]) => {
    const ingredient = catalog.ingredients.get(ingredientId);
    // The engine priced the line from this ingredient: it is in the copy the cart was priced with.
    if (!ingredient) throw new RangeError(`unknown ingredient '${ingredientId}'`);
    return { ingredientId, name: ingredient.name, quantity, unit: ingredient.baseUnit };
  });
}

export function checkoutQuote(priced: PricedCart, catalog: PricingCatalog): QuotedCart {
  return {
    brandType: priced.brandType,
    cost: priced.cost,
    promo: priced.promo,
    recipes: priced.selectedRecipes.map((recipe) => ({
      recipeId: recipe._id,
      name: recipe.name,
      image: recipe.image,
      servings: recipe.servings,
      mealTypeId: recipe.mealTypeId,
      curatedBoxId: recipe.curatedBoxId,
      originalRecipeId: recipe.originalRecipeId,
    })),
    // The packs bought: the required lines, as the cost counts them.
    products: priced.groceries.requiredProducts.flatMap((category) =>
      category.ingredients.flatMap((ingredient) =>
        ingredient.assignedProducts
          .filter((product) => product.count > 0)
          .map((product) => ({
            productId: product._id,
            name: product.name,
            ingredientName: ingredient.name,
            packs: product.count,
            price: product.price,
            amount: product.price * product.count,
          })),
      ),
    ),
    extraProducts: priced.extraGroceries.map((extra) => ({
      productId: extra._id,
      name: extra.name,
      quantity: extra.quantity,
      price: extra.price,
      amount: extra.amount,
    })),
    // What the packs bought leave over after the recipes: the pantry receives it on delivery,
    // with what it cost, so that food thrown away is counted at its price.
    leftovers: amountsOf(priced.leftovers, catalog).map((leftover) => ({
      ...leftover,
      centsPerBaseUnit: priced.packUnitCents.get(leftover.ingredientId) ?? 0,
    })),
    // What the recipes take from the pantry: it leaves the pantry on delivery.
    pantryUsed: amountsOf(priced.pantryUsed, catalog),
  };
}
