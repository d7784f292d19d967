import type { NutritionLimits, RecipeSummary } from '@mise/contracts';
import type { RecipeListRequest } from '@/shared/catalog/recipe-list-params';

type Difficulty = RecipeSummary['difficulty'];
type DietId = RecipeSummary['diets'][number];

export const nutrients = ['calories', 'protein', 'carbohydrates', 'fat'] as const;
export type Nutrient = (typeof nutrients)[number];

/** A nutrient range; an absent end means the catalog's own limit (no filter on that side). */
export type NutrientRange = { min?: number; max?: number };

/** What the shopper has chosen on /recipes; kept in the URL query so a shared link restores it. */
export type RecipeFilters = {
  diet: DietId;
  allergies: string[];
  mealTypes: string[];
  categories: string[];
  /** Minutes; undefined means any time. */
  cookingTimeMax: number | undefined;
  difficulty: Difficulty | undefined;
  ranges: Record<Nutrient, NutrientRange>;
  search: string;
};

export const cookingTimeChoices = [15, 30, 45, 60] as const;
export const difficultyChoices: readonly Difficulty[] = ['easy', 'medium', 'hard'];

export const noFilters: RecipeFilters = {
  diet: 'everything',
  allergies: [],
  mealTypes: [],
  categories: [],
  cookingTimeMax: undefined,
  difficulty: undefined,
  ranges: { calories: {}, protein: {}, carbohydrates: {}, fat: {} },
  search: '',
};

// The URL uses the API's own parameter names, so a link and a request read the same.
const listKeys = ['allergies', 'mealTypes', 'categories'] as const;
const idPattern = /^[a-z0-9-]{1,60}$/;
const rangeKey = (nutrient: Nutrient, end: 'min' | 'max') =>
  `${nutrient}${end === 'min' ? 'Min' : 'Max'}` as const;
const filterKeys = [
  'diet',
  ...listKeys,
  'cookingTimeMax',
  'difficultyLevel',
  'search',
  ...nutrients.flatMap((nutrient) => [rangeKey(nutrient, 'min'), rangeKey(nutrient, 'max')]),
];

function readIds(params: URLSearchParams, key: string): string[] {
  const ids = (params.get(key) ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => idPattern.test(id)))];
}

function readAmount(params: URLSearchParams, key: string): number | undefined {
  const text = params.get(key);
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The filters a URL query describes. Values that make no sense are dropped rather than sent:
 * a mistyped link still shows recipes. `knownDiets` are the diets the shop offers.
 */
export function filtersFromSearch(
  params: URLSearchParams,
  knownDiets: readonly string[],
): RecipeFilters {
  const diet = params.get('diet') ?? '';
  const cookingTimeMax = readAmount(params, 'cookingTimeMax');
  const difficulty = params.get('difficultyLevel');
  const ranges = Object.fromEntries(
    nutrients.map((nutrient) => [
      nutrient,
      withoutEmptyEnds({
        min: readAmount(params, rangeKey(nutrient, 'min')),
        max: readAmount(params, rangeKey(nutrient, 'max')),
      }),
    ]),
  ) as Record<Nutrient, NutrientRange>;
  return {
    diet: knownDiets.includes(diet) ? (diet as DietId) : 'everything',
    allergies: readIds(params, 'allergies'),
    mealTypes: readIds(params, 'mealTypes'),
    categories: readIds(params, 'categories'),
    cookingTimeMax: cookingTimeChoices.find((minutes) => minutes === cookingTimeMax),
    difficulty: difficultyChoices.find((choice) => choice === difficulty),
    ranges,
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** `current` with the filter parameters replaced by `filters`; other parameters are kept. */
export function searchWithFilters(
  current: URLSearchParams,
  filters: RecipeFilters,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of filterKeys) params.delete(key);
  if (filters.diet !== 'everything') params.set('diet', filters.diet);
  for (const key of listKeys) if (filters[key].length > 0) params.set(key, filters[key].join(','));
  if (filters.cookingTimeMax !== undefined) {
    params.set('cookingTimeMax', String(filters.cookingTimeMax));
  }
  if (filters.difficulty) params.set('difficultyLevel', filters.difficulty);
  for (const nutrient of nutrients) {
    const { min, max } = filters.ranges[nutrient];
    if (min !== undefined) params.set(rangeKey(nutrient, 'min'), String(min));
    if (max !== undefined) params.set(rangeKey(nutrient, 'max'), String(max));
  }
  if (filters.search) params.set('search', filters.search);
  return params;
}

/**
 * Ranges as they are sent: a reversed range is turned round, and an end equal to the catalog's
 * limit is no filter at all (spec §7: min and max are sent only when changed from the defaults).
 */
export function tidyRanges(
  filters: RecipeFilters,
  limits: NutritionLimits | undefined,
): RecipeFilters {
  const ranges = Object.fromEntries(
    nutrients.map((nutrient) => {
      let { min, max } = filters.ranges[nutrient];
      if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
      if (limits && min === limits[rangeKey(nutrient, 'min')]) min = undefined;
      if (limits && max === limits[rangeKey(nutrient, 'max')]) max = undefined;
      return [nutrient, withoutEmptyEnds({ min, max })];
    }),
  ) as Record<Nutrient, NutrientRange>;
  return { ...filters, ranges };
}

function withoutEmptyEnds(range: NutrientRange): NutrientRange {
  return {
    ...(range.min !== undefined && { min: range.min }),
    ...(range.max !== undefined && { max: range.max }),
  };
}

/** GET /api/recipes/all parameters for `filters`, inside a storefront when one is given. */
export function recipeListRequest(
  filters: RecipeFilters,
  influencerId: string | undefined,
): Omit<RecipeListRequest, 'page'> {
  const request: Omit<RecipeListRequest, 'page'> = {
    // Spec §7: the diet is blank for "everything".
    diet: filters.diet === 'everything' ? '' : filters.diet,
    allergies: filters.allergies,
    mealTypes: filters.mealTypes,
    categories: filters.categories,
    cookingTimeMax: filters.cookingTimeMax,
    difficultyLevel: filters.difficulty,
    search: filters.search || undefined,
    influencerId,
  };
  for (const nutrient of nutrients) {
    const { min, max } = filters.ranges[nutrient];
    if (min !== undefined) request[rangeKey(nutrient, 'min')] = min;
    if (max !== undefined) request[rangeKey(nutrient, 'max')] = max;
  }
  return request;
}

/** The number on the Filters button: one per chosen value. Search has its own chip. */
export function activeFilterCount(filters: RecipeFilters): number {
  const ranges = nutrients.filter((nutrient) => {
    const { min, max } = filters.ranges[nutrient];
    return min !== undefined || max !== undefined;
  });
  return (
    (filters.diet === 'everything' ? 0 : 1) +
    filters.allergies.length +
    filters.mealTypes.length +
    filters.categories.length +
    (filters.cookingTimeMax === undefined ? 0 : 1) +
    (filters.difficulty === undefined ? 0 : 1) +
    ranges.length
  );
}
