import type { PantryChanged } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { eq, sql } from 'drizzle-orm';
import type { PantryLot } from '../../domain/pantry.js';
import { pantryCopies } from '../../store/schema.js';

/**
 * Replaces a shopper's copy with the pantry an event announces, unless a newer announcement
 * is already held: the same event twice, or an older one after a newer, changes nothing.
 */
export async function keepPantryCopy(
  db: Queryable,
  changed: PantryChanged,
  changedAt: Date,
): Promise<void> {
  const lots: PantryLot[] = changed.lots.map(({ ingredientId, baseQuantity, expiresOn }) => ({
    ingredientId,
    baseQuantity,
    expiresOn,
  }));
  await db
    .insert(pantryCopies)
    .values({ userId: changed.userId, lots, changedAt })
    .onConflictDoUpdate({
      target: pantryCopies.userId,
      set: { lots, changedAt },
      setWhere: sql`${pantryCopies.changedAt} <= ${changedAt.toISOString()}`,
    });
}

/** The lots of a shopper's pantry as last announced; none when nothing was. */
export async function pantryCopyOf(db: Queryable, userId: string): Promise<PantryLot[]> {
  const [row] = await db
    .select({ lots: pantryCopies.lots })
    .from(pantryCopies)
    .where(eq(pantryCopies.userId, userId));
  return row?.lots ?? [];
}
