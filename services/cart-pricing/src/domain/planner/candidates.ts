/**
 * The recipes a slot may take: the shopper's filters, each a named group so that an impossible
 * plan can say which filter blocks it, then a shortlist per meal type so that a catalog of any
 * size gives a model of the same size.
 */
import type { PricingCopyRecipe } from '@mise/contracts';
import { difficulties } from '@mise/contracts';
import type { PricingCatalog } from '../pricing-engine.js';
import type { PlanRequest } from './plan.js';

export type FilterGroup =
  | 'diet'
  | 'allergies'
  | 'dislikedIngredients'
  | 'cookingTime'
  | 'difficultyLevel';

export const filterGroups: readonly FilterGroup[] = [
  'diet',
  'allergies',
  'dislikedIngredients',
  'cookingTime',
  'difficultyLevel',
];

type RecipeTest = (recipe: PricingCopyRecipe) => boolean;

/** A meal type's cooking time and difficulty: its own where it sets them, else the request's. */
export function slotLimits(request: PlanRequest, mealTypeId: string) {
  const type = request.mealTypes.find((mealType) => mealType.mealTypeId === mealTypeId);
  return {
    cookingTime: type?.cookingTime ?? request.cookingTime,
    difficultyLevel: type?.difficultyLevel ?? request.difficultyLevel,
  };
}

function filterTests(request: PlanRequest, mealTypeId: string): Record<FilterGroup, RecipeTest> {
  const allergies = new Set<string>(request.allergies);
  const disliked = new Set(request.dislikedIngredients);
  const { cookingTime, difficultyLevel } = slotLimits(request, mealTypeId);
  const hardest = difficulties.indexOf(difficultyLevel);
  return {
    diet: (recipe) => request.diet === 'everything' || recipe.diets.includes(request.diet),
    allergies: (recipe) => !recipe.allergens.some((allergen) => allergies.has(allergen)),
    dislikedIngredients: (recipe) =>
      !recipe.ingredients.some(({ ingredientId }) => disliked.has(ingredientId)),
    cookingTime: (recipe) =>
      recipe.cookingTime >= cookingTime.min && recipe.cookingTime <= cookingTime.max,
    difficultyLevel: (recipe) => difficulties.indexOf(recipe.difficulty) <= hardest,
  };
}

/**
 * Whether every ingredient the recipe buys has a pack on sale: a recipe with an ingredient no
 * shop product covers could not be delivered whole.
 */
function deliverable(catalog: PricingCatalog, recipe: PricingCopyRecipe, request: PlanRequest) {
  return recipe.ingredients.every(({ ingredientId }) => {
    if (catalog.ingredients.get(ingredientId)?.required === false) return true;
    return catalog.pricer.pricing(ingredientId, request.brandType).offer.packs.length > 0;
  });
}

/** A storefront's planner plans from its own recipes; a handle no recipe lists filters nothing. */
function onStorefront(catalog: PricingCatalog, handle: string | undefined): RecipeTest {
  const wanted = handle?.toLowerCase();
  if (!wanted) return () => true;
  const listed = (recipe: PricingCopyRecipe) =>
    recipe.storefronts.some((storefront) => storefront.toLowerCase() === wanted);
  if (!catalog.copy.recipes.some(listed)) return () => true;
  return listed;
}

/**
 * The recipes each requested meal type may take, with the filter groups left out (to learn which
 * group empties a meal type). The order is the catalog's, so the same request plans the same way.
 */
export function mealCandidates(
  request: PlanRequest,
  catalog: PricingCatalog,
  without: readonly FilterGroup[] = [],
): Map<string, PricingCopyRecipe[]> {
  const storefront = onStorefront(catalog, request.handle);
  const byMealType = new Map<string, PricingCopyRecipe[]>();
  for (const { mealTypeId } of request.mealTypes) {
    const tests = filterTests(request, mealTypeId);
    const applied = filterGroups.filter((group) => !without.includes(group)).map((g) => tests[g]);
    byMealType.set(
      mealTypeId,
      catalog.copy.recipes.filter(
        (recipe) =>
          recipe.mealTypes.includes(mealTypeId) &&
          storefront(recipe) &&
          applied.every((test) => test(recipe)) &&
          deliverable(catalog, recipe, request),
      ),
    );
  }
  return byMealType;
}

/** Protein shares (% of a serving's calories) that split a shortlist into strata. */
const PROTEIN_STRATA = [15, 25, 35];
/** Kcal per serving that split each protein stratum again: light, middling and hearty dishes. */
const KCAL_STRATA = [400, 650];

const stratumOf = (limits: readonly number[], value: number) => {
  const index = limits.findIndex((limit) => value < limit);
  return index === -1 ? limits.length : index;
};

/**
 * At most `size` recipes per meal type: within each stratum of protein share and calories, the
 * cheapest per kcal, taken from the strata in turn. Cheap per serving alone would keep only
 * small dishes (a day could not reach its calories) or only one kind (its macros could not reach
 * the program's ranges); cheap per kcal is what reaching a day's calories costs.
 */
export function shortlist(
  recipes: readonly PricingCopyRecipe[],
  size: number,
  costPerServing: (recipe: PricingCopyRecipe) => number,
): PricingCopyRecipe[] {
  if (recipes.length <= size) return [...recipes];
  const strata = new Map<number, { recipe: PricingCopyRecipe; costPerKcal: number }[]>();
  for (const recipe of recipes) {
    const { protein, carbs, fat } = recipe.nutrition;
    const kcal = 4 * protein + 4 * carbs + 9 * fat;
    const stratum =
      stratumOf(PROTEIN_STRATA, kcal > 0 ? (4 * protein * 100) / kcal : 0) * 10 +
      stratumOf(KCAL_STRATA, kcal);
    const entries = strata.get(stratum) ?? [];
    entries.push({ recipe, costPerKcal: costPerServing(recipe) / Math.max(kcal, 1) });
    strata.set(stratum, entries);
  }
  const ordered = [...strata.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entries]) => entries.sort((a, b) => a.costPerKcal - b.costPerKcal));
  const chosen: PricingCopyRecipe[] = [];
  for (let rank = 0; chosen.length < size; rank++) {
    for (const stratum of ordered) {
      const entry = stratum[rank];
      if (entry && chosen.length < size) chosen.push(entry.recipe);
    }
  }
  return chosen;
}
