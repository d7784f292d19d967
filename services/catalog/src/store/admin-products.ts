import type { AdminProduct, adminProductsQuery } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ingredients, products } from './schema.js';

export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: products.id,
  name: products.name,
  ingredientId: products.ingredientId,
  ingredientName: ingredients.name,
  brandType: products.brandType,
  packSize: products.packSize,
  baseUnit: sql<string>`${ingredients.document}->>'baseUnit'`,
  priceCents: products.priceCents,
};

const sortColumns = {
  name: products.name,
  id: products.id,
  priceCents: products.priceCents,
  ingredientName: ingredients.name,
  brandType: products.brandType,
} as const;

function matching(query: AdminProductsQuery): SQL | undefined {
  const pattern = query.q ? containing(query.q) : undefined;
  return and(
    pattern ? or(ilike(products.name, pattern), ilike(products.id, pattern)) : undefined,
    query.ingredientId ? eq(products.ingredientId, query.ingredientId) : undefined,
    query.brandType ? eq(products.brandType, query.brandType) : undefined,
  );
}

/** One page of the products matching the query, and how many match in all. */
export async function listAdminProducts(
  db: Queryable,
  query: AdminProductsQuery,
): Promise<{ data: AdminProduct[]; total: number }> {
  const where = matching(query);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .innerJoin(ingredients, eq(ingredients.id, products.ingredientId))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), asc(products.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(ingredients, eq(ingredients.id, products.ingredientId))
      .where(where),
  ]);
  return { data: rows, total: counted?.total ?? 0 };
}

/** One product, or undefined. */
export async function findAdminProduct(
  db: Queryable,
  id: string,
): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select(columns)
    .from(products)
    .innerJoin(ingredients, eq(ingredients.id, products.ingredientId))
    .where(eq(products.id, id));
  return row;
}

/** Every product of an ingredient: its brand tiers, cheapest tier first. */
export async function productsOfIngredient(
  db: Queryable,
  ingredientId: string,
): Promise<AdminProduct[]> {
  return db
    .select(columns)
    .from(products)
    .innerJoin(ingredients, eq(ingredients.id, products.ingredientId))
    .where(eq(products.ingredientId, ingredientId))
    .orderBy(asc(products.brandType), asc(products.packSize), asc(products.id));
}
