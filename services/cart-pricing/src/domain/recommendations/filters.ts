/**
 * The shopper's recipe filters, as the recommendation calls send them (document 1, section 7):
 * a recipe passes when it passes every filter given.
 */
import { type RecipeLayout, searchable } from './recommendation-index.js';

export interface RecommendationFilters {
  /** Category ids: the recipe has at least one. */
  categories?: readonly string[];
  /** Allergen ids: the recipe carries none. */
  allergies?: readonly string[];
  /** A diet id the recipe fits; blank and "everything" mean no diet. */
  diet?: string;
  /**
   * A storefront handle: only the recipes that list it (the catalog lists, per recipe, every
   * storefront that shows it, the default one included). A handle no recipe lists, unknown
   * to the catalog, filters nothing: recommendations stay those of the default storefront.
   */
  storefront?: string;
  /** Words that must all appear in the recipe's name, case and accents ignored. */
  search?: string;
  /** Minutes. */
  cookingTimeMax?: number;
  /** Calories per serving. */
  caloriesMin?: number;
  caloriesMax?: number;
}

export type RecipeTest = (ordinal: number) => boolean;

/** The filters as one test of a recipe ordinal; every filter left out lets all recipes by. */
export function recipeTest(index: RecipeLayout, filters: RecommendationFilters): RecipeTest {
  const tests: RecipeTest[] = [];
  const recipe = (ordinal: number) => index.recipes[ordinal];

  if (filters.categories && filters.categories.length > 0) {
    const wanted = new Set(filters.categories);
    tests.push((o) => recipe(o)?.categories.some((c) => wanted.has(c)) ?? false);
  }
  if (filters.allergies && filters.allergies.length > 0) {
    const avoided = new Set<string>(filters.allergies);
    tests.push((o) => !(recipe(o)?.allergens.some((a) => avoided.has(a)) ?? true));
  }
  const diet = filters.diet?.trim();
  if (diet && diet !== 'everything') {
    tests.push((o) => recipe(o)?.diets.some((d) => d === diet) ?? false);
  }
  const handle = filters.storefront?.toLowerCase();
  if (handle && index.listedStorefronts.has(handle)) {
    tests.push((o) => recipe(o)?.storefronts.some((s) => s.toLowerCase() === handle) ?? false);
  }
  const words = new Set(
    searchable(filters.search ?? '')
      .split(/\s+/)
      .filter(Boolean),
  );
  if (words.size > 0) {
    const matches = nameMatches(index, [...words]);
    tests.push((o) => matches[o] === words.size);
  }
  const { cookingTimeMax, caloriesMin, caloriesMax } = filters;
  if (cookingTimeMax !== undefined) {
    tests.push((o) => (recipe(o)?.cookingTime ?? Number.POSITIVE_INFINITY) <= cookingTimeMax);
  }
  if (caloriesMin !== undefined) {
    tests.push((o) => (recipe(o)?.nutrition.calories ?? Number.NEGATIVE_INFINITY) >= caloriesMin);
  }
  if (caloriesMax !== undefined) {
    tests.push((o) => (recipe(o)?.nutrition.calories ?? Number.POSITIVE_INFINITY) <= caloriesMax);
  }
  return (ordinal) => {
    for (const test of tests) if (!test(ordinal)) return false;
    return true;
  };
}

/** The line (recipe ordinal) that a position of index.names falls on. */
function lineAt(nameStart: Int32Array, position: number): number {
  let low = 0;
  let high = nameStart.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((nameStart[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Per recipe, how many of the (distinct) words its name contains, each word looked for
 * across all names at once; a name counts for word k only if it had the k before it.
 */
function nameMatches(index: RecipeLayout, words: readonly string[]): Uint8Array {
  const found = new Uint8Array(index.recipes.length);
  words.forEach((word, k) => {
    let position = index.names.indexOf(word);
    while (position !== -1) {
      const line = lineAt(index.nameStart, position);
      if (found[line] === k) found[line] = k + 1;
      position = index.names.indexOf(word, index.nameStart[line + 1] ?? index.names.length);
    }
  });
  return found;
}
