import type { Queryable } from '@mise/platform';
import { eq } from 'drizzle-orm';
import { reminderSettings } from './schema.js';

/** Whether a shopper gets the mail about lots expiring soon: yes unless they said no. */
export async function remindersOnFor(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ remindersOn: reminderSettings.remindersOn })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return row?.remindersOn ?? true;
}

export async function setRemindersOn(
  db: Queryable,
  userId: string,
  remindersOn: boolean,
): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ userId, remindersOn })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { remindersOn } });
}
