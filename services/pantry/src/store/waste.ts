import type { PantryWaste } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { WastedLot } from '../domain/waste.js';
import { waste } from './schema.js';

/** Records lots thrown away; a lot already recorded (by a run at the same time) stays as it is. */
export async function recordWaste(
  tx: Queryable,
  ownerId: string,
  wasted: readonly WastedLot[],
): Promise<void> {
  if (wasted.length === 0) return;
  await tx
    .insert(waste)
    .values(wasted.map((lot) => ({ ...lot, ownerId })))
    .onConflictDoNothing({ target: waste.lotId });
}

/** What a shopper threw away from a shop day on, summed. */
export async function wasteSince(
  db: Queryable,
  ownerId: string,
  firstDay: string,
): Promise<PantryWaste> {
  const [sum] = await db
    .select({
      cents: sql<number>`coalesce(sum(${waste.cents}), 0)::integer`,
      grams: sql<number>`coalesce(sum(${waste.grams}), 0)::double precision`,
    })
    .from(waste)
    .where(and(eq(waste.ownerId, ownerId), gte(waste.thrownOn, firstDay)));
  return { cents: Number(sum?.cents ?? 0), grams: Number(sum?.grams ?? 0) };
}
