import type { Queryable } from '@mise/platform';
import { and, between, eq, inArray, isNull, notInArray } from 'drizzle-orm';
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
  const due = tx
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        between(lots.expiresOn, firstDay, lastDay),
        isNull(lots.remindedAt),
        inArray(lots.ownerId, tx.select({ userId: shoppers.userId }).from(shoppers)),
        notInArray(
          lots.ownerId,
          tx
            .select({ userId: reminderSettings.userId })
            .from(reminderSettings)
            .where(eq(reminderSettings.remindersOn, false)),
        ),
      ),
    )
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(lots)
    .set({ remindedAt: now })
    .where(inArray(lots.id, due))
    .returning({
      lotId: lots.id,
      ownerId: lots.ownerId,
      ingredientId: lots.ingredientId,
      expiresOn: lots.expiresOn,
    });
  if (claimed.length === 0) return [];
  const owners = await tx
    .select()
    .from(shoppers)
    .where(
      inArray(
        shoppers.userId,
        claimed.map((lot) => lot.ownerId),
      ),
    );
  const ownerById = new Map(owners.map((owner) => [owner.userId, owner]));
  return claimed.flatMap(({ lotId, ownerId, ingredientId, expiresOn }) => {
    const owner = ownerById.get(ownerId);
    return owner === undefined || expiresOn === null
      ? []
      : [{ lotId, ingredientId, expiresOn, owner }];
  });
}
