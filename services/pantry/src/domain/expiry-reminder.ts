import type { ShopLanguage } from '@mise/contracts';
import { daysAfter } from '@mise/platform/shop-day';
import type { PantryIngredients } from './pantry-ingredient.js';

/** Lots expiring this many days after today or sooner are worth a mail. */
export const REMIND_DAYS_AHEAD = 2;

/** The last expiry day a reminder sent today mentions. */
export const lastDayToRemindOf = (today: string) => daysAfter(today, REMIND_DAYS_AHEAD);

/** A lot claimed for a reminder, with what the pantry knows of its owner. */
export interface LotToRemindOf {
  lotId: string;
  ingredientId: string;
  expiresOn: string;
  owner: { userId: string; emailAddress: string; firstName: string; language: ShopLanguage };
}

/** The lots one mail tells a shopper about, named, soonest-expiring first. */
export interface ExpiryReminder {
  userId: string;
  emailAddress: string;
  firstName: string;
  language: ShopLanguage;
  /** The shop day the reminder was made, which 'N days left' counts from. */
  today: string;
  lots: { lotId: string; ingredientId: string; name: string; expiresOn: string }[];
}

/** One reminder per shopper, for all the lots claimed for them. */
export function remindersFor(
  lots: readonly LotToRemindOf[],
  ingredients: PantryIngredients,
  today: string,
): ExpiryReminder[] {
  const byOwner = new Map<string, ExpiryReminder>();
  const sorted = [...lots].sort(
    (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.lotId.localeCompare(b.lotId),
  );
  for (const { owner, lotId, ingredientId, expiresOn } of sorted) {
    const reminder = byOwner.get(owner.userId) ?? { ...owner, today, lots: [] };
    byOwner.set(owner.userId, reminder);
    const name = ingredients.get(ingredientId)?.name ?? ingredientId;
    reminder.lots.push({ lotId, ingredientId, name, expiresOn });
  }
  return [...byOwner.values()];
}

/** Whole days from one shop day to a later one. */
export function daysFrom(today: string, day: string): number {
  return Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
}
