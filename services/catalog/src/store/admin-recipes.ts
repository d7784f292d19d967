import type { AdminRecipe, adminRecipesQuery } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeedRecipe } from '../domain/seed-catalog.js';
import { containing } from './admin-products.js';
import { ingredients, recipes } from './schema.js';

export type AdminRecipesQuery = z.infer<typeof adminRecipesQuery>;
export type AdminRecipeSummary = Omit<AdminRecipe, 'steps' | 'ingredients'>;

/** A recipe as staff see it in a list. */
export function recipeSummaryOf(recipe: SeedRecipe): AdminRecipeSummary {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    status: recipe.status,
    cuisine: recipe.cuisine,
    mealTypes: recipe.mealTypes,
    categories: recipe.categories,
    difficulty: recipe.difficulty,
    cookingTime: recipe.cookingTime,
    servings: recipe.servings,
  };
}

/** A recipe as staff edit it, its ingredient lines named. */
export async function adminRecipeOf(db: Queryable, recipe: SeedRecipe): Promise<AdminRecipe> {
  const ids = [...new Set(recipe.ingredients.map((line) => line.ingredient))];
  const named = await db
    .select({ id: ingredients.id, name: ingredients.name })
    .from(ingredients)
    .where(inArray(ingredients.id, ids));
  const names = new Map(named.map((row) => [row.id, row.name]));
  return {
    ...recipeSummaryOf(recipe),
    steps: recipe.steps,
    ingredients: recipe.ingredients.map((line) => ({
      ingredient: line.ingredient,
      ingredientName: names.get(line.ingredient) ?? line.ingredient,
      quantity: line.quantity,
      unit: line.unit,
      note: line.note ?? null,
    })),
  };
}

const sortColumns = { name: recipes.name, id: recipes.id, status: recipes.status } as const;

function matching(query: AdminRecipesQuery): SQL | undefined {
  const pattern = query.q ? containing(query.q) : undefined;
  return and(
    pattern ? or(ilike(recipes.name, pattern), ilike(recipes.id, pattern)) : undefined,
    query.status ? eq(recipes.status, query.status) : undefined,
  );
}

/** One page of the recipes matching the query, drafts with the published, and the count. */
export async function listAdminRecipes(
  db: Queryable,
  query: AdminRecipesQuery,
): Promise<{ data: AdminRecipeSummary[]; total: number }> {
  const where = matching(query);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ document: recipes.document })
      .from(recipes)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), asc(recipes.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { data: rows.map((row) => recipeSummaryOf(row.document)), total: counted?.total ?? 0 };
}

/** A stored recipe, or undefined; `lock` holds it for the transaction that changes it. */
export async function storedRecipe(
  db: Queryable,
  id: string,
  lock = false,
): Promise<SeedRecipe | undefined> {
  const select = db.select({ document: recipes.document }).from(recipes).where(eq(recipes.id, id));
  const [row] = await (lock ? select.for('update') : select);
  return row?.document;
}

export async function updateRecipe(db: Queryable, recipe: SeedRecipe): Promise<void> {
  await db
    .update(recipes)
    .set({ name: recipe.name, status: recipe.status, document: recipe })
    .where(eq(recipes.id, recipe.id));
}
