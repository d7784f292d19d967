import type { PantryRowAnswer } from '@mise/contracts';

/**
 * The 'Save time with groceries' reminder (spec 2.8, "Pantry"): on the grocery list, once per
 * visit, a signed-in shopper whose Digital Pantry has not been stocked for a while is invited to
 * bring it up to date, so that their lists leave out what they have. An empty pantry is left
 * alone: a new shopper's first list is not interrupted, and deliveries fill the pantry by
 * themselves. 'Don't show
 * me this again' sets a flag kept in this browser, and clearing the box clears it.
 */

/** A pantry nothing was bought into for this many days is worth reviewing. */
export const pantryReviewAfterDays = 14;

const dayLength = 24 * 60 * 60 * 1000;

/** Whether the pantry is worth reviewing: its newest lot was bought 14 days ago or more. */
export function pantryWorthReviewing(
  rows: readonly PantryRowAnswer[],
  now: Date = new Date(),
): boolean {
  const days = rows.flatMap((row) => row.lots.map((lot) => lot.purchaseDate));
  if (days.length === 0) return false;
  const [year, month, day] = days
    .reduce((newest, each) => (each > newest ? each : newest))
    .split('-');
  const bought = new Date(Number(year), Number(month) - 1, Number(day)).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  // Rounded: a day with a daylight-saving change is an hour longer or shorter.
  return Math.round((today - bought) / dayLength) >= pantryReviewAfterDays;
}

// The flag outlives the visit (localStorage); the visit's showing ends with the tab's session.
const keys = { off: 'pantryReminderOff', shown: 'pantryReminderShown' } as const;

export function isReminderOff(storage: Storage): boolean {
  return storage.getItem(keys.off) === 'true';
}

export function setReminderOff(storage: Storage, off: boolean): void {
  if (off) storage.setItem(keys.off, 'true');
  else storage.removeItem(keys.off);
}

export function wasRemindedThisVisit(visit: Storage): boolean {
  return visit.getItem(keys.shown) === 'true';
}

export function rememberReminded(visit: Storage): void {
  visit.setItem(keys.shown, 'true');
}
