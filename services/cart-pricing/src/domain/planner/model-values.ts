/**
 * Between plans and the model's columns: a plan as a starting point for the solver, and the
 * solver's values back as a plan.
 */

import type { PricingCatalog } from '../pricing-engine.js';
import type { BrandTier } from '../tier-prices.js';
import type { Basket } from './basket.js';
import type { PlanModel } from './model.js';
import { type PlacedMeal, placeMeal, type SlotMeals, slotKey } from './plan-space.js';

/**
 * The column values of a whole plan: its meals, the pantry food its basket cooks with, and the
 * cheapest pack mix of what is left to buy. Null when a meal has no column (a plan from another
 * space).
 */
export function startOf(
  model: PlanModel,
  plan: SlotMeals,
  basket: Basket,
  catalog: PricingCatalog,
  tier: BrandTier,
): Float64Array | null {
  const values = new Float64Array(model.milp.numCols);
  const slotIndex = new Map(model.slots.map((slot, index) => [slotKey(slot), index]));
  let placed = 0;
  model.mealColumns.forEach(({ slot, option }, c) => {
    const key = slotKey(model.slots[slot] ?? { day: -1, mealTypeId: '' });
    if (plan.get(key)?.option === option && slotIndex.get(key) === slot) {
      values[c] = 1;
      placed++;
    }
  });
  if (placed !== model.slots.length) return null;
  basket.usedFromLot.forEach((used, l) => {
    values[model.lotStart + l] = used;
  });
  const buying = basket.buying();
  const columnOf = new Map(
    model.packColumns.map((pack, p) => [`${pack.ingredientId}:${pack.productId}`, p]),
  );
  for (const [ingredientId, need] of buying) {
    for (const { productId, count } of catalog.pricer.pricing(ingredientId, tier).mix(need).packs) {
      const p = columnOf.get(`${ingredientId}:${productId}`);
      if (p === undefined) return null;
      values[model.packStart + p] = count;
    }
  }
  return values;
}

/** The plan the solver's values choose: the kept meals and, per free slot, the meal set to 1. */
export function planOf(
  model: PlanModel,
  values: Float64Array,
  kept: SlotMeals,
): Map<string, PlacedMeal> {
  const plan = new Map<string, PlacedMeal>(kept);
  model.mealColumns.forEach(({ slot, option }, c) => {
    const free = model.slots[slot];
    if (free && (values[c] ?? 0) > 0.5) placeMeal(plan, free, option);
  });
  return plan;
}
