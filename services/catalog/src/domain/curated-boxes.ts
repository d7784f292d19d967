import type { CuratedBoxDetail, CuratedBoxSummary, RecipeSummary } from '@mise/contracts';
import { imageUrl } from './image-urls.js';
import type { SeedCuratedBox } from './seed-catalog.js';

type BoxRecipe = CuratedBoxDetail['recipes'][number];
type BoxGroup = CuratedBoxDetail['groups'][number];

/** Its recipes that are published, in box order; a draft in a box is left out, not shown. */
function publishedEntries(
  box: SeedCuratedBox,
  recipes: ReadonlyMap<string, RecipeSummary>,
): BoxRecipe[] {
  return box.recipes.flatMap((entry) => {
    const recipe = recipes.get(entry.recipeId);
    if (!recipe) return [];
    return [
      {
        recipeId: entry.recipeId,
        mealTypeId: entry.mealType,
        servings: entry.servings,
        categories: recipe.categories,
        recipe,
      },
    ];
  });
}

export function curatedBoxSummary(
  box: SeedCuratedBox,
  recipes: ReadonlyMap<string, RecipeSummary>,
): CuratedBoxSummary {
  const entries = publishedEntries(box, recipes);
  return {
    _id: box.id,
    name: box.name,
    description: box.description,
    order: box.order,
    image: imageUrl.curatedBox(box.id),
    recipeCount: entries.length,
    totalServings: entries.reduce((sum, entry) => sum + entry.servings, 0),
  };
}

/**
 * Box recipes grouped by the name of each recipe's first category (spec: "grouped by
 * first category name"); groups in the order their first recipe appears in the box.
 */
export function groupByFirstCategory(entries: readonly BoxRecipe[]): BoxGroup[] {
  const groups = new Map<string, BoxRecipe[]>();
  for (const entry of entries) {
    const name = entry.categories[0]?.name ?? 'Other';
    const group = groups.get(name);
    if (group) group.push(entry);
    else groups.set(name, [entry]);
  }
  return [...groups].map(([category, grouped]) => ({ category, recipes: grouped }));
}

export function curatedBoxDetail(
  box: SeedCuratedBox,
  recipes: ReadonlyMap<string, RecipeSummary>,
): CuratedBoxDetail {
  const entries = publishedEntries(box, recipes);
  return {
    ...curatedBoxSummary(box, recipes),
    showRecipesByCategory: true,
    recipes: entries,
    groups: groupByFirstCategory(entries),
  };
}

/** Boxes a storefront shows: its own, or for the default storefront those made for no one. */
export function boxesFor(
  boxes: readonly SeedCuratedBox[],
  handle: string,
  isDefault: boolean,
): SeedCuratedBox[] {
  return boxes.filter((box) =>
    box.influencers.length === 0 ? isDefault : box.influencers.includes(handle),
  );
}
