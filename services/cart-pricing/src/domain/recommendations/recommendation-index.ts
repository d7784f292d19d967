/**
 * The catalog copy laid out for leftover-driven recommendations.
 *
 * A query must not look at 100,000 recipes: it walks, for each leftover ingredient, the
 * recipes that use it (an inverted index of postings), so its cost follows the leftovers,
 * not the catalog. Recipes get ordinals in name order, so "then by name" is "then by
 * ordinal" and the list that tops the answer up is the ordinals themselves.
 *
 * What a recipe is worth is what its required ingredients cost at its default servings,
 * each valued at the cheapest LOW_COST product's price per base unit: the same products a
 * LOW_COST cart buys. Staples (not required) are not bought for a recipe, and an ingredient
 * without a LOW_COST product is never bought (the engine marks it unavailable), so neither
 * counts towards a recipe's worth nor can leftovers cover it.
 *
 * The layout (ordinals, postings, names) takes a second or more for 100,000 recipes; the
 * worth takes milliseconds. A price change (withProductPrice) keeps the copy's recipes and
 * ingredients, so it keeps the layout and recomputes only the worth.
 */
import type { PricingCopy, PricingCopyRecipe } from '@mise/contracts';
import type { PricingCatalog } from '../cart.js';

/** What depends on the recipes and ingredients only. */
export interface RecipeLayout {
  /** Published recipes, by ordinal (name order, then id). */
  readonly recipes: readonly PricingCopyRecipe[];
  readonly ordinalOf: ReadonlyMap<string, number>;
  /** Ingredient ordinal to id, and back: leftovers arrive keyed by id. */
  readonly ingredientIds: readonly string[];
  readonly ingredientOrdinalOf: ReadonlyMap<string, number>;
  /**
   * Postings of ingredient i: positions postingStart[i] .. postingStart[i + 1] of
   * postingRecipe (recipe ordinal) and postingQuantity (base units at default servings).
   */
  readonly postingStart: Int32Array;
  readonly postingRecipe: Int32Array;
  readonly postingQuantity: Float64Array;
  /** Per recipe: how many priced ingredients it has (postings). */
  readonly pricedIngredientCount: Int32Array;
  /**
   * Every recipe's name, lower case without accents, one a line in ordinal order; line o
   * starts at nameStart[o]. One string, so a search word is found by the engine's native
   * indexOf across all names at once rather than name by name.
   */
  readonly names: string;
  readonly nameStart: Int32Array;
  /** Storefront handles (lower case) that some recipe lists. */
  readonly listedStorefronts: ReadonlySet<string>;
}

export interface RecommendationIndex extends RecipeLayout {
  /** Per posting: cents its quantity is worth. */
  readonly postingValue: Float64Array;
  /** Per recipe: cents its priced ingredients are worth. */
  readonly recipeValue: Float64Array;
}

/** Lower case, accents dropped: "Crème brûlée" is found by "creme brulee". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function nameCorpus(recipes: readonly PricingCopyRecipe[]) {
  const lines = recipes.map((recipe) => searchable(recipe.name).replace(/\n/g, ' '));
  const nameStart = new Int32Array(lines.length + 1);
  lines.forEach((line, ordinal) => {
    nameStart[ordinal + 1] = (nameStart[ordinal] ?? 0) + line.length + 1;
  });
  return { names: lines.join('\n'), nameStart };
}

/** Cents per base unit of each ingredient's cheapest LOW_COST product. */
function lowCostUnitPrices(copy: PricingCopy): Map<string, number> {
  const prices = new Map<string, number>();
  for (const product of copy.products) {
    if (product.brandType !== 'LOW_COST') continue;
    const unitPrice = product.priceCents / product.packSize;
    const known = prices.get(product.ingredientId);
    if (known === undefined || unitPrice < known) prices.set(product.ingredientId, unitPrice);
  }
  return prices;
}

/** Published recipes in name order, then id: the ordinals. */
function inNameOrder(recipes: readonly PricingCopyRecipe[]): PricingCopyRecipe[] {
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return recipes
    .filter((recipe) => recipe.status === 'published')
    .sort((a, b) => byName.compare(a.name, b.name) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

/**
 * Built in two passes straight into typed arrays (count, then fill), so that 100,000
 * recipes leave no million short-lived objects for the garbage collector. `priced` holds
 * the ingredients that have a LOW_COST product.
 */
function layRecipes(copy: PricingCopy, priced: ReadonlySet<string>): RecipeLayout {
  const recipes = inNameOrder(copy.recipes);
  const staples = new Set(copy.ingredients.filter((i) => !i.required).map((i) => i._id));
  const ingredientIds: string[] = [];
  const ingredientOrdinalOf = new Map<string, number>();

  // Pass 1: each recipe's ingredient entries as ingredient ordinals (-1: not priced).
  const entryCount = recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0);
  const entryIngredient = new Int32Array(entryCount);
  const entryQuantity = new Float64Array(entryCount);
  let entry = 0;
  for (const recipe of recipes) {
    for (const { ingredientId, quantity } of recipe.ingredients) {
      let ingredient = ingredientOrdinalOf.get(ingredientId);
      if (ingredient === undefined && !staples.has(ingredientId) && priced.has(ingredientId)) {
        ingredient = ingredientIds.push(ingredientId) - 1;
        ingredientOrdinalOf.set(ingredientId, ingredient);
      }
      entryIngredient[entry] = ingredient ?? -1;
      entryQuantity[entry++] = quantity;
    }
  }

  // Pass 2: count postings per ingredient, then fill them. An ingredient a recipe lists
  // twice is one posting with the summed quantity: the recipe needs the sum.
  const lastRecipe = new Int32Array(ingredientIds.length).fill(-1);
  const lastPosting = new Int32Array(ingredientIds.length);
  const postingStart = new Int32Array(ingredientIds.length + 1);
  const eachEntry = (visit: (ordinal: number, ingredient: number, quantity: number) => void) => {
    let at = 0;
    recipes.forEach((recipe, ordinal) => {
      for (const end = at + recipe.ingredients.length; at < end; at++) {
        const ingredient = entryIngredient[at] ?? -1;
        if (ingredient !== -1) visit(ordinal, ingredient, entryQuantity[at] ?? 0);
      }
    });
  };
  eachEntry((ordinal, ingredient) => {
    if (lastRecipe[ingredient] === ordinal) return;
    lastRecipe[ingredient] = ordinal;
    postingStart[ingredient + 1] = (postingStart[ingredient + 1] ?? 0) + 1;
  });
  for (let i = 1; i < postingStart.length; i++) {
    postingStart[i] = (postingStart[i] ?? 0) + (postingStart[i - 1] ?? 0);
  }
  const total = postingStart[ingredientIds.length] ?? 0;
  const postingRecipe = new Int32Array(total);
  const postingQuantity = new Float64Array(total);
  const pricedIngredientCount = new Int32Array(recipes.length);
  const next = postingStart.slice(0, ingredientIds.length);
  lastRecipe.fill(-1);
  eachEntry((ordinal, ingredient, quantity) => {
    if (lastRecipe[ingredient] !== ordinal) {
      lastRecipe[ingredient] = ordinal;
      const at = next[ingredient] ?? 0;
      next[ingredient] = at + 1;
      lastPosting[ingredient] = at;
      postingRecipe[at] = ordinal;
      pricedIngredientCount[ordinal] = (pricedIngredientCount[ordinal] ?? 0) + 1;
    }
    const at = lastPosting[ingredient] ?? 0;
    postingQuantity[at] = (postingQuantity[at] ?? 0) + quantity;
  });

  return {
    recipes,
    ordinalOf: new Map(recipes.map((recipe, ordinal) => [recipe._id, ordinal])),
    ingredientIds,
    ingredientOrdinalOf,
    postingStart,
    postingRecipe,
    postingQuantity,
    pricedIngredientCount,
    ...nameCorpus(recipes),
    listedStorefronts: new Set(
      recipes.flatMap((recipe) => recipe.storefronts.map((handle) => handle.toLowerCase())),
    ),
  };
}

/** What each posting and recipe is worth at these prices. */
function worth(layout: RecipeLayout, unitPrices: ReadonlyMap<string, number>): RecommendationIndex {
  const postingValue = new Float64Array(layout.postingRecipe.length);
  const recipeValue = new Float64Array(layout.recipes.length);
  layout.ingredientIds.forEach((id, ingredient) => {
    const unitPrice = unitPrices.get(id) ?? 0;
    const end = layout.postingStart[ingredient + 1] ?? 0;
    for (let p = layout.postingStart[ingredient] ?? end; p < end; p++) {
      const value = (layout.postingQuantity[p] ?? 0) * unitPrice;
      postingValue[p] = value;
      const recipe = layout.postingRecipe[p] ?? 0;
      recipeValue[recipe] = (recipeValue[recipe] ?? 0) + value;
    }
  });
  return { ...layout, postingValue, recipeValue };
}

interface KeptLayout {
  layout: RecipeLayout;
  /** What it was laid out from, besides the recipes it is kept under. */
  ingredients: PricingCopy['ingredients'];
  priced: ReadonlySet<string>;
}

const layouts = new WeakMap<PricingCopy['recipes'], KeptLayout>();

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

export function buildRecommendationIndex(copy: PricingCopy): RecommendationIndex {
  const unitPrices = lowCostUnitPrices(copy);
  const priced = new Set(unitPrices.keys());
  let kept = layouts.get(copy.recipes);
  if (!kept || kept.ingredients !== copy.ingredients || !sameSet(kept.priced, priced)) {
    kept = { layout: layRecipes(copy, priced), ingredients: copy.ingredients, priced };
    layouts.set(copy.recipes, kept);
  }
  return worth(kept.layout, unitPrices);
}

const indexes = new WeakMap<PricingCatalog, RecommendationIndex>();

/** The index of a catalog, built on first use and dropped with the catalog. */
export function recommendationIndexFor(catalog: PricingCatalog): RecommendationIndex {
  const known = indexes.get(catalog);
  if (known) return known;
  const built = buildRecommendationIndex(catalog.copy);
  indexes.set(catalog, built);
  return built;
}
