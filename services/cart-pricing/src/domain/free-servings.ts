/**
 * Free servings of the selected recipes. For each selection: the servings (on the recipe's
 * grid, at most the selected servings) that the OTHER selections leave over, i.e. what the
 * pantry plus the packs bought for the others alone deliver beyond the others' needs. Such
 * servings cost nothing on top of the rest of the cart.
 *
 * Only the ingredients the cart buys count (required or added staples, not removed, after
 * substitution, with a product on offer): a recipe needing only staples is free. The result is
 * 0 for most recipes; it is a yardstick for the cart, not a price.
 */
import { type CartPlan, selectionAmounts } from './cart-needs.js';
import type { IngredientNeed } from './needs.js';
import type { TierPricer } from './tier-pricer.js';
import type { BrandTier } from './tier-prices.js';

export interface ServingGrid {
  minServings: number;
  incrServings: number;
}

/** Float noise allowance when comparing base-unit amounts. */
const EPSILON = 1e-9;

/** The largest servings on the grid that is at most `limit`; 0 when even the minimum is above. */
export function gridFloor(grid: ServingGrid, limit: number): number {
  if (limit + EPSILON < grid.minServings) return 0;
  const steps = Math.floor((limit - grid.minServings + EPSILON) / grid.incrServings);
  return grid.minServings + steps * grid.incrServings;
}

export interface FreeServingsInput {
  plan: CartPlan;
  /** The cart's priced needs (computeNeeds(...).needs). */
  needs: readonly IngredientNeed[];
  grids: readonly ServingGrid[];
  pantry: ReadonlyMap<string, number>;
  pricer: TierPricer;
  tier: BrandTier;
}

/** Free servings per selection of the plan, in its order. */
export function freeServings(input: FreeServingsInput): number[] {
  const byIngredient = new Map(input.needs.map((need) => [need.ingredientId, need]));
  return input.plan.selections.map((selection, k) => {
    const { servings } = selection;
    let limit = servings;
    for (const [ingredientId, own] of selectionAmounts(selection)) {
      const need = byIngredient.get(ingredientId);
      if (!need || own <= 0) continue;
      const pricing = input.pricer.pricing(ingredientId, input.tier);
      if (pricing.offer.packs.length === 0) continue;
      // The others' share; float noise (own summed in another order) is not a need.
      const others = need.totalRequired - own > EPSILON ? need.totalRequired - own : 0;
      const held = Math.max(0, input.pantry.get(ingredientId) ?? 0);
      const delivered = pricing.mix(Math.max(0, others - held)).quantity;
      // Servings of this recipe that what is left over covers.
      limit = Math.min(limit, (Math.max(0, held + delivered - others) * servings) / own);
    }
    const grid = input.grids[k];
    return grid ? gridFloor(grid, limit) : 0;
  });
}
