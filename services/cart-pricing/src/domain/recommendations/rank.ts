/**
 * Recipes that turn the cart's leftovers into meals (document 1, "Common-ingredient
 * recommendations"; spec README, "saveUpto").
 *
 * - The figures, saveUpto and freeServings, are save-upto.ts's: the cart priced with and
 *   without each recipe.
 * - Order: saveUpto, then the number of leftovers used, then name. Recipes that use no
 *   leftover only top the answer up to MIN_RECOMMENDATIONS (the spec's minimum of
 *   common-ingredient recipes).
 * - Recipes in the cart and recipes failing the filters are never recommended.
 *
 * Pricing every recipe of a 100,000-recipe catalog is too slow for a query, so the inverted
 * index shortlists: it values what the leftovers cover of each recipe that uses one (at
 * LOW_COST unit prices, as a share of the recipe's worth) and only the best SHORTLIST_FACTOR x
 * limit of them are priced. The index orders the candidates; it never decides a figure.
 */
import type { PricingCopyRecipe } from '@mise/contracts';
import type { CartInput, PricingCatalog } from '../cart.js';
import { type RecipeTest, type RecommendationFilters, recipeTest } from './filters.js';
import { type RecommendationIndex, recommendationIndexFor } from './recommendation-index.js';
import { savingsPricer } from './save-upto.js';

/** The spec's minimum of common-ingredient recipes (UI default minimumCommonIngredientRecipes). */
export const MIN_RECOMMENDATIONS = 15;
/** Answered when the caller names no limit: two screens of cards, enough to choose from. */
export const DEFAULT_RECOMMENDATIONS = 30;
/** Candidates priced per recipe answered: room for the index's estimate to be off. */
export const SHORTLIST_FACTOR = 2;

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
 * What the leftovers cover of each recipe, kept per index and reused by every query so that a
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
  /** Per recipe: leftovers used, and the cents of its worth they cover. */
  common: Int32Array;
  covered: Float64Array;
  /**
   * Touched recipes chained by estimate (percent of worth covered, 0..100): the first recipe
   * with estimate e is firstOf[e], the next one nextOf[that recipe], until -1.
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
  const { stamp, query, touched, common, covered } = scratch;
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
      } else {
        common[recipe] = (common[recipe] ?? 0) + 1;
        covered[recipe] = (covered[recipe] ?? 0) + value;
      }
    }
  }
}

/** The touched recipes chained by their estimate. */
function group(index: RecommendationIndex, scratch: Scratch): void {
  const { touched, touchedCount, covered, firstOf, nextOf } = scratch;
  const { recipeValue } = index;
  firstOf.fill(-1);
  for (let t = 0; t < touchedCount; t++) {
    const recipe = touched[t] ?? 0;
    const worth = recipeValue[recipe] ?? 0;
    const estimate =
      worth > 0 ? Math.min(100, Math.floor(((covered[recipe] ?? 0) / worth) * 100)) : 0;
    nextOf[recipe] = firstOf[estimate] ?? -1;
    firstOf[estimate] = recipe;
  }
}

/** More than any recipe's ingredient count, for the sort keys of bestOfGroup. */
const MAX_COMMON = 65_536;

/**
 * The passing recipes of one estimate group, more leftovers used first, then by name. One
 * number per recipe sorts both ways at once: (most possible - used) x recipes + ordinal.
 */
function bestOfGroup(
  scratch: Scratch,
  estimate: number,
  size: number,
  wanted: RecipeTest,
  room: number,
): number[] {
  const { common, firstOf, nextOf } = scratch;
  const keys: number[] = [];
  for (let recipe = firstOf[estimate] ?? -1; recipe !== -1; recipe = nextOf[recipe] ?? -1) {
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

export interface RecommendationQuery {
  /** The cart the recipes would join, as the engine prices it. */
  cart: CartInput;
  /** Ingredient id to base units the cart's packs leave over (PricedCart.leftovers). */
  leftovers: ReadonlyMap<string, number>;
  filters: RecommendationFilters;
  options?: RecommendationOptions;
}

export function recommendByLeftovers(
  catalog: PricingCatalog,
  { cart, leftovers, filters, options = {} }: RecommendationQuery,
): Recommendation[] {
  const index = recommendationIndexFor(catalog);
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

  const shortlist: number[] = [];
  const room = limit * SHORTLIST_FACTOR;
  for (let estimate = 100; estimate >= 0 && shortlist.length < room; estimate--) {
    shortlist.push(...bestOfGroup(scratch, estimate, size, wanted, room - shortlist.length));
  }
  // Every passing recipe that uses a leftover is shortlisted by now: top up with the others.
  for (let ordinal = 0; ordinal < size && shortlist.length < MIN_RECOMMENDATIONS; ordinal++) {
    if (!uses(ordinal) && wanted(ordinal)) shortlist.push(ordinal);
  }

  const pricing = savingsPricer(cart, catalog);
  const found = shortlist.flatMap((ordinal) => {
    const recipe = index.recipes[ordinal];
    if (!recipe) return [];
    const { saveUpto, freeServings } = pricing.savingsOf(recipe);
    const commonIngredients = uses(ordinal) ? commonIngredientsOf(recipe, index, leftovers) : [];
    return [{ ordinal, recommendation: { recipe, saveUpto, freeServings, commonIngredients } }];
  });
  return found
    .sort(
      (a, b) =>
        b.recommendation.saveUpto - a.recommendation.saveUpto ||
        b.recommendation.commonIngredients.length - a.recommendation.commonIngredients.length ||
        a.ordinal - b.ordinal,
    )
    .slice(0, limit)
    .map(({ recommendation }) => recommendation);
}
