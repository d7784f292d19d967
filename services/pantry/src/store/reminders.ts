import type { Queryable } from '@mise/platform';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LotToRemindOf } from '../domain/expiry-reminder.js';
import { lots, reminderSettings, shoppers } from './schema.js';

/**
 * Claims the lots expiring between two days that no mail has mentioned yet, of shoppers the
 * pantry can write to who did not turn reminders off: each is marked reminded now, in the
 * caller's transaction. A lot another run has claimed is skipped, not waited for, so two runs at
 * once claim each lot once.
 */
export async function claimLotsToRemindOf(
  tx: Queryable,
  firstDay: string,
  lastDay: string,
  now: Date,
): Promise<LotToRemindOf[]> {
  const due = await tx
    .select({
      lotId: lots.id,
      ingredientId: lots.ingredientId,
      expiresOn: lots.expiresOn,
      userId: shoppers.userId,
      emailAddress: shoppers.emailAddress,
      firstName: shoppers.firstName,
      language: shoppers.language,
    })
    .from(lots)
    .innerJoin(shoppers, eq(shoppers.userId, lots.ownerId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, lots.ownerId))
    .where(
      and(
        between(lots.expiresOn, firstDay, lastDay),
        isNull(lots.remindedAt),
        sql`coalesce(${reminderSettings.remindersOn}, true)`,
      ),
    )
    .orderBy(asc(lots.id))
    .for('update', { of: lots, skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(lots)
    .set({ remindedAt: now })
    .where(
      inArray(
        lots.id,
        due.map((lot) => lot.lotId),
      ),
    );
  return due.flatMap(({ lotId, ingredientId, expiresOn, ...owner }) =>
    expiresOn === null ? [] : [{ lotId, ingredientId, expiresOn, owner }],
  );
}
