/**
 * What the planner minimises (issue 17, "The objective"), in cents: the packs' price, less the
 * pantry food cooked before it expires, plus a penalty per cent of food bought and not cooked.
 * Food is valued at the tier's cheapest price per base unit. The model's columns and the
 * improvement of the first plan weigh plans by these same terms, so the plan the solver starts
 * from is the best one by the solver's own measure.
 */
import { leftoverValue } from '../grocery-lines.js';
import type { IngredientPricing } from '../tier-pricer.js';
import type { Basket } from './basket.js';
import { cheapestUnitPrice } from './meal-options.js';
import type { PlanSpace } from './plan-space.js';

/** Reward per cent of pantry food used before it expires, beyond the packs it saves. */
export const PANTRY_WEIGHT = 1;
/**
 * Penalty per cent of food bought and not cooked: a cent thrown away counts as a cent more
 * paid. Measured on the bench's ten households (bench/RESULTS.md): at 0.1 the plans are the
 * cheapest but use 45-85 % of what they buy; at 1 they cost a few percent more and use more;
 * beyond 1 the cost rises faster than the use.
 */
export const LEFTOVER_WEIGHT = 1;

/**
 * One ingredient's part of the objective: `bought` base units bought in the cheapest mix of
 * packs, `pantryUsed` base units cooked from the pantry. The leftover is valued as the cart
 * values it (`leftoverValue`): the packs' cost times the share of them not cooked, so the plan
 * is weighed by the used share the shopper is shown. The model cannot multiply a cost by a
 * share and values a leftover at the cheapest price per base unit instead (model.ts).
 */
export function ingredientObjective(
  pricing: IngredientPricing,
  unitPrice: number,
  bought: number,
  pantryUsed: number,
): number {
  const mix = pricing.mix(bought);
  return (
    mix.costCents +
    LEFTOVER_WEIGHT * leftoverValue(mix, bought) -
    PANTRY_WEIGHT * unitPrice * pantryUsed
  );
}

/** A whole plan's objective, from its basket (basket.ts): how plans are compared. */
export function planObjective(space: PlanSpace, basket: Basket): number {
  const pantryUsed = new Map<string, number>();
  space.lots.forEach((lot, index) => {
    const used = basket.usedFromLot[index] ?? 0;
    pantryUsed.set(lot.ingredientId, (pantryUsed.get(lot.ingredientId) ?? 0) + used);
  });
  const ingredientIds = new Set([...basket.buying().keys(), ...pantryUsed.keys()]);
  let objective = 0;
  for (const ingredientId of ingredientIds) {
    objective += ingredientObjective(
      space.catalog.pricer.pricing(ingredientId, space.tier),
      cheapestUnitPrice(space.catalog, ingredientId, space.tier),
      basket.buying().get(ingredientId) ?? 0,
      pantryUsed.get(ingredientId) ?? 0,
    );
  }
  return objective;
}
