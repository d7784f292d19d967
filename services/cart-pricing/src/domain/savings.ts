/**
 * Savings, the shop's "You save", defined once (spec README, product decisions): compared with
 * buying each recipe's groceries separately, at the same brand tier.
 *
 *   separately = the sum, over the cart's distinct recipes, of each recipe's groceries bought
 *                alone: per ingredient, the cheapest mix of whole packs at the cart's tier
 *   together   = the same groceries bought once for the whole cart: per ingredient, the
 *                cheapest mix of whole packs for the summed need, at the same tier
 *   save       = separately - together
 *
 * save is never negative: the packs bought for the parts also cover the whole, so the whole's
 * cheapest mix costs no more.
 *
 * Both sides count the same groceries, so the figure only measures buying together:
 * - Staples (salt, oil) are left out, even when the shopper adds them: a jug of oil per kit is
 *   not a purchase anyone would make, and it would inflate the separate side.
 * - The same recipe counts once, at its total servings (aloo gobi for lunch and for dinner is
 *   one recipe bought once), so cooking a recipe twice is not a saving.
 * - The pantry is left out: what the shopper holds is not bought either way.
 * - The promo discount is left out: the checkout shows it on its own line.
 * - Removals and swaps are the cart's own: a removed ingredient is bought on neither side, and
 *   a substitute standing in for a required ingredient is bought on both.
 */
import { type CartPlan, selectionAmounts } from './cart-needs.js';
import type { IngredientNeed, RecipeSelection } from './needs.js';
import type { TierPricer } from './tier-pricer.js';
import type { BrandTier } from './tier-prices.js';

export interface Savings {
  /** Cents, one per selection of the plan, in its order: that selection bought alone. */
  kitCents: number[];
  /** Cents: each distinct recipe bought alone, at its total servings, summed. */
  separateCents: number;
  /** Cents: the same groceries bought once for the whole cart. */
  togetherCents: number;
  /** Cents: separateCents - togetherCents, the shop's "You save". */
  saveCents: number;
}

/**
 * `needs` are the cart's priced needs: whether an ingredient is bought does not depend on the
 * other recipes, so a recipe alone buys exactly its required ingredients among them.
 */
export function savings(
  plan: CartPlan,
  needs: readonly IngredientNeed[],
  pricer: TierPricer,
  tier: BrandTier,
): Savings {
  const bought = new Set(needs.filter((need) => need.required).map((need) => need.ingredientId));
  const alone = (selection: RecipeSelection) => {
    let cents = 0;
    for (const [ingredientId, amount] of selectionAmounts(selection)) {
      if (bought.has(ingredientId)) {
        cents += pricer.pricing(ingredientId, tier).mix(amount).costCents;
      }
    }
    return cents;
  };

  const byRecipe = new Map<string, RecipeSelection>();
  for (const selection of plan.selections) {
    const same = byRecipe.get(selection.recipe.recipeId);
    byRecipe.set(selection.recipe.recipeId, {
      recipe: selection.recipe,
      servings: selection.servings + (same?.servings ?? 0),
    });
  }
  const separateCents = [...byRecipe.values()].reduce((sum, s) => sum + alone(s), 0);
  const togetherCents = needs
    .filter((need) => need.required)
    .reduce(
      (sum, need) =>
        sum + pricer.pricing(need.ingredientId, tier).mix(need.totalRequired).costCents,
      0,
    );
  return {
    kitCents: plan.selections.map(alone),
    separateCents,
    togetherCents,
    saveCents: separateCents - togetherCents,
  };
}
