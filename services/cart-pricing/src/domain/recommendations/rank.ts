/**
 * Recipes that turn the cart's leftovers into meals (document 1, "Common-ingredient
 * recommendations"; spec README, "Free servings").
 *
 * - saveUpto: the percent of a recipe's worth (recipe-index.ts) that the leftovers already
 *   cover at its default servings, rounded; 100 only when every priced ingredient is fully
 *   covered, so a rounded 99.6 never passes for a free-serving recipe.
 * - freeServings: the most servings on the recipe's grid that the leftovers cover entirely.
 * - Order: saveUpto (as shown to the shopper), then the number of leftovers used, then name.
 *   Recipes that use no leftover only top the answer up to MIN_RECOMMENDATIONS (the spec's
 *   minimum of common-ingredient recipes), in name order.
 * - Recipes in the cart and recipes failing the filters are never recommended.
 *
 * A query touches only the postings of the leftover ingredients, then chains the recipes it
 * touched by saveUpto and sorts only the chains it answers from, best first.
 */
import type { PricingCopyRecipe } from '@mise/contracts';
import { gridFloor } from '../free-servings.js';
import { type RecipeTest, type RecommendationFilters, recipeTest } from './filters.js';
import type { RecommendationIndex } from './recommendation-index.js';

/** The spec's minimum of common-ingredient recipes (UI default minimumCommonIngredientRecipes). */
export const MIN_RECOMMENDATIONS = 15;
/** Answered when the caller names no limit: two screens of cards, enough to choose from. */
export const DEFAULT_RECOMMENDATIONS = 30;

/** Slack for floating-point noise when comparing a leftover with a need. */
const EPSILON = 1e-9;

export interface RecommendationOptions {
  /** Recipes already in the cart. */
  excludeRecipeIds?: Iterable<string>;
  /** Most recipes answered; raised to MIN_RECOMMENDATIONS when below it. */
  limit?: number;
}

export interface Recommendation {
  recipe: PricingCopyRecipe;
  /** Percent 0..100. */
  saveUpto: number;
  freeServings: number;
  /** Leftover ingredient ids the recipe uses, in the recipe's order. */
  commonIngredients: string[];
}

/**
 * What the leftovers do for each recipe, kept per index and reused by every query so that a
 * query over 100,000 recipes allocates nothing per recipe (and the garbage collector does
 * not pause it). Safe to share: a query runs to its end synchronously.
 */
interface Scratch {
  /** The query that last touched each recipe: a recipe's other figures count only if it is this one. */
  stamp: Uint32Array;
  query: number;
  /** Recipe ordinals that use at least one leftover, in the order first met. */
  touched: Int32Array;
  touchedCount: number;
  /** Per recipe: leftovers used, cents of its worth covered, the smallest share of a need covered, saveUpto. */
  common: Int32Array;
  covered: Float64Array;
  minShare: Float64Array;
  saveUpto: Uint8Array;
  /**
   * Touched recipes chained by saveUpto: the first recipe with saveUpto s is firstOf[s], the
   * next one nextOf[that recipe], until -1.
   */
  firstOf: Int32Array;
  nextOf: Int32Array;
}

/** Kept per layout: a price change makes a new index over the same recipes. */
const scratches = new WeakMap<RecommendationIndex['recipes'], Scratch>();

function scratchFor(index: RecommendationIndex): Scratch {
  const size = index.recipes.length;
  let scratch = scratches.get(index.recipes);
  if (!scratch) {
    scratch = {
      stamp: new Uint32Array(size),
      query: 0,
      touched: new Int32Array(size),
      touchedCount: 0,
      common: new Int32Array(size),
      covered: new Float64Array(size),
      minShare: new Float64Array(size),
      saveUpto: new Uint8Array(size),
      firstOf: new Int32Array(101),
      nextOf: new Int32Array(size),
    };
    scratches.set(index.recipes, scratch);
  }
  if (scratch.query === 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.query = 0;
  }
  scratch.query++;
  scratch.touchedCount = 0;
  return scratch;
}

/** Walks the postings of the leftover ingredients: the only recipes a query looks at. */
function accumulate(
  index: RecommendationIndex,
  leftovers: ReadonlyMap<string, number>,
  scratch: Scratch,
): void {
  const { stamp, query, touched, common, covered, minShare } = scratch;
  const { postingStart, postingRecipe, postingQuantity, postingValue } = index;
  for (const [ingredientId, amount] of leftovers) {
    if (!(amount > 0)) continue;
    const ingredient = index.ingredientOrdinalOf.get(ingredientId);
    if (ingredient === undefined) continue;
    const end = postingStart[ingredient + 1] ?? 0;
    for (let p = postingStart[ingredient] ?? end; p < end; p++) {
      const recipe = postingRecipe[p] ?? 0;
      const share = amount / (postingQuantity[p] ?? 1);
      const value = (postingValue[p] ?? 0) * (share < 1 ? share : 1);
      if (stamp[recipe] !== query) {
        stamp[recipe] = query;
        touched[scratch.touchedCount++] = recipe;
        common[recipe] = 1;
        covered[recipe] = value;
        minShare[recipe] = share;
      } else {
        common[recipe] = (common[recipe] ?? 0) + 1;
        covered[recipe] = (covered[recipe] ?? 0) + value;
        if (share < (minShare[recipe] ?? 0)) minShare[recipe] = share;
      }
    }
  }
}

/** Every priced ingredient is a leftover, in at least the default servings' quantity. */
function fullyCovered(index: RecommendationIndex, scratch: Scratch, recipe: number): boolean {
  return (
    scratch.common[recipe] === index.pricedIngredientCount[recipe] &&
    (scratch.minShare[recipe] ?? 0) >= 1 - EPSILON
  );
}

/** saveUpto of every touched recipe, and the touched recipes chained by it. */
function group(index: RecommendationIndex, scratch: Scratch): void {
  const { touched, touchedCount, covered, saveUpto, firstOf, nextOf } = scratch;
  const { recipeValue } = index;
  firstOf.fill(-1);
  for (let t = 0; t < touchedCount; t++) {
    const recipe = touched[t] ?? 0;
    const percent = fullyCovered(index, scratch, recipe)
      ? 100
      : Math.min(99, Math.round(((covered[recipe] ?? 0) / (recipeValue[recipe] ?? 1)) * 100));
    saveUpto[recipe] = percent;
    nextOf[recipe] = firstOf[percent] ?? -1;
    firstOf[percent] = recipe;
  }
}

function freeServingsOf(index: RecommendationIndex, scratch: Scratch, recipe: number): number {
  const grid = index.recipes[recipe];
  if (!grid || scratch.common[recipe] !== index.pricedIngredientCount[recipe]) return 0;
  return gridFloor(grid, (scratch.minShare[recipe] ?? 0) * grid.defaultServings);
}

/** More than any recipe's ingredient count, for the sort keys of bestOfGroup. */
const MAX_COMMON = 65_536;

/**
 * The passing recipes of one saveUpto group, more leftovers used first, then by name. One
 * number per recipe sorts both ways at once: (most possible - used) x recipes + ordinal.
 */
function bestOfGroup(
  scratch: Scratch,
  percent: number,
  size: number,
  wanted: RecipeTest,
  room: number,
): number[] {
  const { common, firstOf, nextOf } = scratch;
  const keys: number[] = [];
  for (let recipe = firstOf[percent] ?? -1; recipe !== -1; recipe = nextOf[recipe] ?? -1) {
    if (wanted(recipe)) keys.push((MAX_COMMON - (common[recipe] ?? 0)) * size + recipe);
  }
  return Array.from(Float64Array.from(keys).sort().subarray(0, room), (key) => key % size);
}

function commonIngredientsOf(
  recipe: PricingCopyRecipe,
  index: RecommendationIndex,
  leftovers: ReadonlyMap<string, number>,
): string[] {
  const used = recipe.ingredients
    .map((ingredient) => ingredient.ingredientId)
    .filter((id) => index.ingredientOrdinalOf.has(id) && (leftovers.get(id) ?? 0) > 0);
  return [...new Set(used)];
}

export function recommendByLeftovers(
  index: RecommendationIndex,
  leftovers: ReadonlyMap<string, number>,
  filters: RecommendationFilters,
  options: RecommendationOptions = {},
): Recommendation[] {
  const limit = Math.max(MIN_RECOMMENDATIONS, options.limit ?? DEFAULT_RECOMMENDATIONS);
  const excluded = new Set<number>();
  for (const id of options.excludeRecipeIds ?? []) {
    const ordinal = index.ordinalOf.get(id);
    if (ordinal !== undefined) excluded.add(ordinal);
  }
  const passes = recipeTest(index, filters);
  const wanted: RecipeTest = (ordinal) => !excluded.has(ordinal) && passes(ordinal);

  const scratch = scratchFor(index);
  accumulate(index, leftovers, scratch);
  group(index, scratch);
  const { stamp, query } = scratch;
  const uses = (ordinal: number) => stamp[ordinal] === query;
  const size = index.recipes.length;

  const chosen: number[] = [];
  for (let percent = 100; percent >= 0 && chosen.length < limit; percent--) {
    chosen.push(...bestOfGroup(scratch, percent, size, wanted, limit - chosen.length));
  }
  // Every passing recipe that uses a leftover is chosen by now: top up with the others.
  for (let ordinal = 0; ordinal < size && chosen.length < MIN_RECOMMENDATIONS; ordinal++) {
    if (!uses(ordinal) && wanted(ordinal)) chosen.push(ordinal);
  }

  return chosen.flatMap((ordinal) => {
    const recipe = index.recipes[ordinal];
    if (!recipe) return [];
    if (!uses(ordinal)) return [{ recipe, saveUpto: 0, freeServings: 0, commonIngredients: [] }];
    return [
      {
        recipe,
        saveUpto: scratch.saveUpto[ordinal] ?? 0,
        freeServings: freeServingsOf(index, scratch, ordinal),
        commonIngredients: commonIngredientsOf(recipe, index, leftovers),
      },
    ];
  });
}
