import type { RecipeListQuery, RecipePage, RecipeSummary } from '@mise/contracts';
import { LRUCache } from 'lru-cache';
import type { DietId } from './seed-catalog.js';
import { createPositionSearch } from './text-search.js';

/** A published recipe as the index keeps it: its answer, made once, and what filters read. */
export interface IndexedRecipe {
  summary: RecipeSummary;
  ingredientIds: readonly string[];
  ingredientNames: readonly string[];
}

/**
 * What a list asks of each recipe. The shopper's query and a storefront's own filters
 * are both written in it, and a recipe must pass both.
 */
export type RecipeFilter = Omit<
  RecipeListQuery,
  | 'status'
  | 'diet'
  | 'search'
  | 'page'
  | 'limit'
  | 'recipeLimit'
  | 'influencerId'
  | 'isDefaultInfluencer'
> & {
  /** Diets the recipe must fit, all of them. */
  diets?: readonly DietId[] | undefined;
};

export interface ListRequest {
  filters: readonly RecipeFilter[];
  search?: string | undefined;
  page: number;
  limit: number;
  /** A cap on the whole list, before paging. */
  recipeLimit?: number | undefined;
}

/** Sets a recipe belongs to, each answered by a column of 0s and 1s. */
type SetKind = 'diet' | 'allergen' | 'category' | 'mealType' | 'ingredient' | 'difficulty';

const membersOf: Record<SetKind, (entry: IndexedRecipe) => readonly string[]> = {
  diet: (entry) => entry.summary.diets,
  allergen: (entry) => entry.summary.allergens,
  // A cuisine is a category too: "italian" finds every Italian recipe.
  category: (entry) => [entry.summary.cuisine._id, ...entry.summary.categories.map((c) => c._id)],
  mealType: (entry) => entry.summary.mealTypes,
  ingredient: (entry) => entry.ingredientIds,
  difficulty: (entry) => [entry.summary.difficulty],
};

/** Figures a range filter reads, and the filter's name for its bounds. */
const figures = {
  cookingTime: (r: RecipeSummary) => r.cookingTime,
  calories: (r: RecipeSummary) => r.nutrition.calories.value,
  protein: (r: RecipeSummary) => r.nutrition.protein.value,
  carbohydrates: (r: RecipeSummary) => r.nutrition.carbs.value,
  fat: (r: RecipeSummary) => r.nutrition.fat.value,
  carbsDv: (r: RecipeSummary) => r.nutrition.carbs.dailyPercentage,
  proteinDv: (r: RecipeSummary) => r.nutrition.protein.dailyPercentage,
  fatDv: (r: RecipeSummary) => r.nutrition.fat.dailyPercentage,
};
type Figure = keyof typeof figures;

function boundsOf(filter: RecipeFilter, figure: Figure): [number | undefined, number | undefined] {
  const [min, max] = figure.endsWith('Dv')
    ? [`${figure.slice(0, -2)}MinDv`, `${figure.slice(0, -2)}MaxDv`]
    : [`${figure}Min`, `${figure}Max`];
  return [
    filter[min as keyof RecipeFilter] as number | undefined,
    filter[max as keyof RecipeFilter] as number | undefined,
  ];
}

/** A recipe passes when its slot in `column` holds `want`. */
interface SetCondition {
  column: Uint8Array;
  want: 0 | 1;
}
/** A recipe passes when its figure lies within [low, high]. */
interface RangeCondition {
  values: Float64Array;
  low: number;
  high: number;
}
interface Conditions {
  sets: SetCondition[];
  ranges: RangeCondition[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Searches remembered (at most 400 kB each at 100,000 recipes): a popular one is scored once. */
const REMEMBERED_SEARCHES = 100;

/**
 * The published recipes, held in memory and answered from there. Every filter reads
 * columns (typed arrays, one slot per recipe) rather than the recipes themselves, so a
 * list of 100,000 recipes is scanned in a millisecond or two; a page is a slice of
 * answers made once. Default order is by name; a search orders by relevance, forgiving
 * a typo or two.
 */
export class RecipeIndex {
  /** Every recipe, by name; a recipe's place here is its position in every column. */
  readonly all: readonly IndexedRecipe[];
  private readonly positions = new Map<string, number>();
  private readonly figureColumns = new Map<Figure, Float64Array>();
  private readonly setColumns = new Map<string, Uint8Array>();
  /** `kind:value` of every set at least one recipe belongs to. */
  private readonly members = new Set<string>();
  private readonly empty: Uint8Array;
  /** Positions of the recipes a search finds, best first. */
  private readonly searchText: (query: string) => Int32Array;
  private readonly searches = new LRUCache<string, Int32Array>({ max: REMEMBERED_SEARCHES });

  constructor(recipes: readonly IndexedRecipe[]) {
    this.all = [...recipes].sort(
      (a, b) =>
        byName.compare(a.summary.name, b.summary.name) ||
        a.summary._id.localeCompare(b.summary._id),
    );
    this.all.forEach((entry, position) => {
      this.positions.set(entry.summary._id, position);
      for (const kind of Object.keys(membersOf) as SetKind[]) {
        for (const value of membersOf[kind](entry)) this.members.add(`${kind}:${value}`);
      }
    });
    this.empty = new Uint8Array(this.all.length);
    for (const figure of Object.keys(figures) as Figure[]) {
      const read = figures[figure];
      this.figureColumns.set(
        figure,
        Float64Array.from(this.all, (entry) => read(entry.summary)),
      );
    }
    this.searchText = createPositionSearch(this.all, {
      name: { text: (entry) => entry.summary.name, boost: 8 },
      cuisine: { text: (entry) => entry.summary.cuisine.name, boost: 4 },
      ingredients: { text: (entry) => entry.ingredientNames.join(' '), boost: 3 },
      description: { text: (entry) => entry.summary.description },
    });
  }

  get(id: string): IndexedRecipe | undefined {
    const position = this.positions.get(id);
    return position === undefined ? undefined : this.all[position];
  }

  /**
   * A 0/1 column: whether each recipe belongs to the set, made on first use and kept.
   * Only sets some recipe belongs to are kept: a value no recipe has (a typo, a made-up
   * id) shares one empty column, so odd queries cannot fill the memory.
   */
  column(kind: SetKind, value: string): Uint8Array {
    const key = `${kind}:${value}`;
    let column = this.setColumns.get(key);
    if (!column) {
      if (!this.members.has(key)) return this.empty;
      const members = membersOf[kind];
      column = Uint8Array.from(this.all, (entry) => (members(entry).includes(value) ? 1 : 0));
      this.setColumns.set(key, column);
    }
    return column;
  }

  /** Recipes that pass every filter, by name or, with a search, by relevance. */
  matching(filters: readonly RecipeFilter[], search?: string): readonly IndexedRecipe[] {
    const conditions = this.conditionsOf(filters);
    const text = search?.trim().toLowerCase();
    const none = conditions.sets.length === 0 && conditions.ranges.length === 0;
    if (!text && none) return this.all;
    const found: IndexedRecipe[] = [];
    const keep = (position: number) => {
      if (passes(conditions, position)) found.push(this.all[position] as IndexedRecipe);
    };
    if (text) for (const position of this.searched(text)) keep(position);
    else for (let position = 0; position < this.all.length; position++) keep(position);
    return found;
  }

  list({ filters, search, page, limit, recipeLimit }: ListRequest): RecipePage {
    const found = this.matching(filters, search);
    const total = recipeLimit === undefined ? found.length : Math.min(found.length, recipeLimit);
    const start = (page - 1) * limit;
    return {
      recipes: found.slice(start, Math.min(start + limit, total)).map((entry) => entry.summary),
      page,
      limit,
      totalCount: total,
      totalPages: Math.ceil(total / limit),
    };
  }

  /** Positions of the recipes a search finds, best first. */
  private searched(text: string): Int32Array {
    const known = this.searches.get(text);
    if (known) return known;
    const found = this.searchText(text);
    this.searches.set(text, found);
    return found;
  }

  /** The filters as conditions on columns: the scan reads nothing else. */
  private conditionsOf(filters: readonly RecipeFilter[]): Conditions {
    const sets: SetCondition[] = [];
    const ranges: RangeCondition[] = [];
    const every = (kind: SetKind, values: readonly string[] | undefined, want: 0 | 1) => {
      for (const value of values ?? []) sets.push({ column: this.column(kind, value), want });
    };
    for (const filter of filters) {
      every('diet', filter.diets, 1);
      every('allergen', filter.allergies, 0);
      every('ingredient', filter.ingredients, 1);
      if (filter.difficultyLevel) every('difficulty', [filter.difficultyLevel], 1);
      for (const [kind, values] of [
        ['category', filter.categories],
        ['mealType', filter.mealTypes],
      ] as const) {
        if (values?.length) sets.push({ column: this.anyOf(kind, values), want: 1 });
      }
      for (const figure of Object.keys(figures) as Figure[]) {
        const [min, max] = boundsOf(filter, figure);
        if (min === undefined && max === undefined) continue;
        ranges.push({
          values: this.figureColumns.get(figure) as Float64Array,
          low: min ?? Number.NEGATIVE_INFINITY,
          high: max ?? Number.POSITIVE_INFINITY,
        });
      }
    }
    return { sets, ranges };
  }

  /** A column of the recipes in any of the sets, made for the request. */
  private anyOf(kind: SetKind, values: readonly string[]): Uint8Array {
    if (values.length === 1) return this.column(kind, values[0] as string);
    const union = new Uint8Array(this.all.length);
    for (const value of values) {
      const column = this.column(kind, value);
      for (let position = 0; position < column.length; position++) {
        union[position] = (union[position] as number) | (column[position] as number);
      }
    }
    return union;
  }
}

function passes({ sets, ranges }: Conditions, position: number): boolean {
  for (let i = 0; i < sets.length; i++) {
    const condition = sets[i] as SetCondition;
    if (condition.column[position] !== condition.want) return false;
  }
  for (let i = 0; i < ranges.length; i++) {
    const { values, low, high } = ranges[i] as RangeCondition;
    const value = values[position] as number;
    if (value < low || value > high) return false;
  }
  return true;
}
