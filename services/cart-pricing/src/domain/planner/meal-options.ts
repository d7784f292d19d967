/**
 * A meal option: one candidate recipe for a meal type at one portion, with what it brings each
 * eater and what it makes the household buy. The model, the first plan and the checker all read
 * meals through this one shape.
 */
import { PORTIONS, type PricingCopyRecipe } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import type { BrandTier } from '../tier-prices.js';
import { type MacroKcal, mealKcal } from './day-nutrition.js';

export interface IngredientAmount {
  ingredientId: string;
  /** Base units. */
  quantity: number;
}

export interface MealOption {
  mealTypeId: string;
  recipe: PricingCopyRecipe;
  portion: number;
  /** The portion times the meal type's servings. */
  eatenServings: number;
  /** On the recipe's servings grid: the smallest that covers what is eaten. */
  servings: number;
  /** What each eater has from it. */
  kcal: MacroKcal;
  /** The ingredients bought for it (staples are not), for the cooked servings. */
  amounts: readonly IngredientAmount[];
  /** Its ingredients at the tier's cheapest price per base unit, in cents: a cost estimate. */
  unitCost: number;
}

/** The smallest servings on the recipe's grid (min, min + incr, …) that feed `eaten`. */
export function servingsOnGrid(recipe: PricingCopyRecipe, eaten: number): number {
  const { minServings, incrServings } = recipe;
  if (eaten <= minServings) return minServings;
  // A hundredth of a serving of float noise (1.25 × 4) must not cost a whole increment.
  const steps = Math.ceil((eaten - minServings) / incrServings - 1e-9);
  return minServings + incrServings * steps;
}

/** Cents per base unit of the cheapest pack the tier offers: what a little more of it costs. */
export function cheapestUnitPrice(
  catalog: PricingCatalog,
  ingredientId: string,
  tier: BrandTier,
): number {
  const { packs } = catalog.pricer.pricing(ingredientId, tier).offer;
  return packs.reduce(
    (cheapest, pack) => Math.min(cheapest, pack.priceCents / pack.packSize),
    Number.POSITIVE_INFINITY,
  );
}

export function boughtAmounts(
  catalog: PricingCatalog,
  recipe: PricingCopyRecipe,
  servings: number,
): IngredientAmount[] {
  return recipe.ingredients
    .filter(({ ingredientId }) => catalog.ingredients.get(ingredientId)?.required !== false)
    .map(({ ingredientId, quantity }) => ({
      ingredientId,
      quantity: (quantity * servings) / recipe.defaultServings,
    }));
}

/** Amounts at the tier's cheapest price per base unit, in cents: an estimate, not a price. */
function unitCostOf(
  catalog: PricingCatalog,
  amounts: readonly IngredientAmount[],
  tier: BrandTier,
): number {
  return amounts.reduce(
    (sum, { ingredientId, quantity }) =>
      sum + quantity * cheapestUnitPrice(catalog, ingredientId, tier),
    0,
  );
}

/** Cost estimate of one serving alone: the shortlist's ranking, not a price anyone sees. */
export function unitCostPerServing(
  catalog: PricingCatalog,
  recipe: PricingCopyRecipe,
  tier: BrandTier,
): number {
  return unitCostOf(catalog, boughtAmounts(catalog, recipe, 1), tier);
}

export function mealOption(
  catalog: PricingCatalog,
  recipe: PricingCopyRecipe,
  meal: { mealTypeId: string; servings: number; portion: number },
  people: number,
  tier: BrandTier,
): MealOption {
  const eatenServings = meal.portion * meal.servings;
  const servings = servingsOnGrid(recipe, eatenServings);
  const amounts = boughtAmounts(catalog, recipe, servings);
  return {
    mealTypeId: meal.mealTypeId,
    recipe,
    portion: meal.portion,
    eatenServings,
    servings,
    kcal: mealKcal(recipe.nutrition, eatenServings, people),
    amounts,
    unitCost: unitCostOf(catalog, amounts, tier),
  };
}

/** Every portion of every recipe, for one meal type. */
export function mealOptions(
  catalog: PricingCatalog,
  recipes: readonly PricingCopyRecipe[],
  mealType: { mealTypeId: string; servings: number },
  people: number,
  tier: BrandTier,
): MealOption[] {
  return recipes.flatMap((recipe) =>
    PORTIONS.map((portion) => mealOption(catalog, recipe, { ...mealType, portion }, people, tier)),
  );
}
