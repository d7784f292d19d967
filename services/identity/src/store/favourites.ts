import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mise/platform';
import { and, asc, eq } from 'drizzle-orm';
import { recipeFavourites } from './schema.js';

export interface Favourite {
  _id: string;
  recipeId: string;
}

/** The user's favourite recipes, in the order they were added. */
export function favouritesOf(db: Queryable, userId: string): Promise<Favourite[]> {
  return db
    .select({ _id: recipeFavourites.id, recipeId: recipeFavourites.recipeId })
    .from(recipeFavourites)
    .where(eq(recipeFavourites.userId, userId))
    .orderBy(asc(recipeFavourites.createdAt), asc(recipeFavourites.id));
}

/** True when the recipe was not a favourite yet; adding it again changes nothing. */
export async function addFavourite(
  db: Queryable,
  userId: string,
  recipeId: string,
): Promise<boolean> {
  const added = await db
    .insert(recipeFavourites)
    .values({ id: randomUUID(), userId, recipeId })
    .onConflictDoNothing()
    .returning({ id: recipeFavourites.id });
  return added.length > 0;
}

export async function removeFavourite(
  db: Queryable,
  userId: string,
  recipeId: string,
): Promise<void> {
  await db
    .delete(recipeFavourites)
    .where(and(eq(recipeFavourites.userId, userId), eq(recipeFavourites.recipeId, recipeId)));
}
