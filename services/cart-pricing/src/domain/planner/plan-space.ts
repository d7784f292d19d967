/**
 * Everything a plan is chosen from, made once per request: the slots, each meal type's options,
 * the meals the shopper keeps, the day limits and the pantry. The first plan, the model and the
 * checker read the same space, so they cannot disagree on what a slot may hold.
 */
import type { PricingCopyRecipe } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import type { BrandTier } from '../tier-prices.js';
import { type CalorieBand, householdBand, type MacroRanges, macroRanges } from './day-nutrition.js';
import { type MealOption, mealOption, mealOptions } from './meal-options.js';
import type { PlanLot, PlanRequest } from './plan.js';

export interface Slot {
  day: number;
  mealTypeId: string;
}

export const slotKey = (slot: Slot): string => `${slot.day}:${slot.mealTypeId}`;

export interface PlanSpace {
  catalog: PricingCatalog;
  tier: BrandTier;
  days: number;
  people: number;
  /** In the request's order. */
  mealTypeIds: readonly string[];
  options: ReadonlyMap<string, readonly MealOption[]>;
  /** Slot key to recipe ids the shopper swapped away from it. */
  rejected: ReadonlyMap<string, ReadonlySet<string>>;
  band: CalorieBand;
  ranges: MacroRanges;
  repeatWithinDays: number;
  lots: readonly PlanLot[];
}

/** A meal in its slot. */
export interface PlacedMeal {
  slot: Slot;
  option: MealOption;
}

/** A plan being made or kept: slot key to its meal. */
export type SlotMeals = ReadonlyMap<string, PlacedMeal>;

export function placeMeal(meals: Map<string, PlacedMeal>, slot: Slot, option: MealOption): void {
  meals.set(slotKey(slot), { slot, option });
}

export function planSpace(
  request: PlanRequest,
  catalog: PricingCatalog,
  recipesByMealType: ReadonlyMap<string, readonly PricingCopyRecipe[]>,
  lots: readonly PlanLot[],
): PlanSpace {
  const rejected = new Map<string, Set<string>>();
  for (const meal of request.rejected) {
    const key = slotKey(meal);
    rejected.set(key, (rejected.get(key) ?? new Set()).add(meal.recipeId));
  }
  return {
    catalog,
    tier: request.brandType,
    days: request.noOfDays,
    people: request.noOfPeople,
    mealTypeIds: request.mealTypes.map((type) => type.mealTypeId),
    options: new Map(
      request.mealTypes.map((type) => [
        type.mealTypeId,
        mealOptions(
          catalog,
          recipesByMealType.get(type.mealTypeId) ?? [],
          type,
          request.noOfPeople,
          request.brandType,
        ),
      ]),
    ),
    rejected,
    band: householdBand(request),
    ranges: macroRanges(request.program),
    repeatWithinDays: request.repeatWithinDays,
    lots,
  };
}

export function slotsOf(space: PlanSpace): Slot[] {
  const slots: Slot[] = [];
  for (let day = 0; day < space.days; day++) {
    for (const mealTypeId of space.mealTypeIds) slots.push({ day, mealTypeId });
  }
  return slots;
}

/** The meals the request keeps, as options (their recipes need not be on the shortlist). */
export function keptMeals(request: PlanRequest, catalog: PricingCatalog): Map<string, PlacedMeal> {
  const servings = new Map(request.mealTypes.map((type) => [type.mealTypeId, type.servings]));
  const kept = new Map<string, PlacedMeal>();
  for (const meal of request.fixed) {
    const recipe = catalog.recipes.get(meal.recipeId);
    const mealServings = servings.get(meal.mealTypeId);
    if (!recipe || mealServings === undefined) continue;
    placeMeal(
      kept,
      { day: meal.day, mealTypeId: meal.mealTypeId },
      mealOption(
        catalog,
        recipe,
        { mealTypeId: meal.mealTypeId, servings: mealServings, portion: meal.portion },
        request.noOfPeople,
        request.brandType,
      ),
    );
  }
  return kept;
}

/**
 * Whether a recipe may go in a slot next to the meals already placed: not swapped away from it,
 * and not within the repeat window of a placed meal of the same recipe (any meal type).
 */
export function mayHold(
  space: PlanSpace,
  placed: SlotMeals,
  slot: Slot,
  recipeId: string,
): boolean {
  if (space.rejected.get(slotKey(slot))?.has(recipeId)) return false;
  for (const meal of placed.values()) {
    if (meal.option.recipe._id !== recipeId) continue;
    if (Math.abs(meal.slot.day - slot.day) < space.repeatWithinDays) return false;
  }
  return true;
}
