/**
 * What each recipe would cost bought on its own, as a kit: its own pack mix per ingredient,
 * the same tier, removed ingredients, staples and substitutions as the cart, and no pantry.
 * Their sum is the spec's actualCostWithoutDiscount: what sharing packs across recipes, the
 * pantry and the promo save is measured against it.
 */
import { type CartPlan, selectionAmounts } from './cart-needs.js';
import type { IngredientNeed } from './needs.js';
import type { TierPricer } from './tier-pricer.js';
import type { BrandTier } from './tier-prices.js';

/**
 * Cents, one per selection of the plan, in its order. `needs` are the cart's priced needs:
 * whether an ingredient is bought (required or added, not removed) does not depend on the
 * other recipes, so a recipe alone buys exactly its ingredients that are among them.
 */
export function kitCosts(
  plan: CartPlan,
  needs: readonly IngredientNeed[],
  pricer: TierPricer,
  tier: BrandTier,
): number[] {
  const bought = new Set(needs.map((need) => need.ingredientId));
  return plan.selections.map((selection) => {
    let cents = 0;
    for (const [ingredientId, amount] of selectionAmounts(selection)) {
      if (bought.has(ingredientId)) {
        cents += pricer.pricing(ingredientId, tier).mix(amount).costCents;
      }
    }
    return cents;
  });
}
