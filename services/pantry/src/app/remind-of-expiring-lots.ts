import { shopDayAt } from '@mise/platform/shop-day';
import { type ExpiryReminder, lastDayToRemindOf, remindersFor } from '../domain/expiry-reminder.js';
import { claimLotsToRemindOf } from '../store/reminders.js';
import type { PantryContext } from './context.js';

/** Hands a reminder to whatever sends it (the mail job's queue). */
export type QueueReminder = (reminder: ExpiryReminder) => Promise<void>;

/**
 * The daily reminder's run: the lots expiring from today to two days on that no mail has named
 * yet become one reminder per shopper. The lots are marked in the transaction that queues the
 * mails, so a lot is named in one mail however many runs there are. A queue that refuses a mail
 * rolls the run's marks back and the next run tries again: a mail queued before the refusal may
 * then go twice, which beats a lot never mentioned. Answers how many mails were queued.
 */
export async function remindOfExpiringLots(
  ctx: PantryContext,
  queue: QueueReminder,
): Promise<number> {
  const now = ctx.clock();
  const today = shopDayAt(now);
  const ingredients = ctx.ingredients();
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimLotsToRemindOf(tx, today, lastDayToRemindOf(today), now);
    const reminders = remindersFor(claimed, ingredients, today);
    for (const reminder of reminders) await queue(reminder);
    return reminders.length;
  });
}
