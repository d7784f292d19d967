import type { Queryable } from '@mise/platform';
import { asc, eq } from 'drizzle-orm';
import { lots, reminderSettings, shoppers, waste } from './schema.js';

/** Everything the pantry keeps about one shopper, as stored: their part of the data export. */
export async function shopperData(db: Queryable, userId: string) {
  const [pantryLots, wasted, contact, reminders] = await Promise.all([
    db.select().from(lots).where(eq(lots.ownerId, userId)).orderBy(asc(lots.createdAt)),
    db.select().from(waste).where(eq(waste.ownerId, userId)).orderBy(asc(waste.thrownOn)),
    db.select().from(shoppers).where(eq(shoppers.userId, userId)),
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
  ]);
  return {
    lots: pantryLots,
    waste: wasted,
    contact: contact[0] ?? null,
    reminderSettings: reminders[0] ?? null,
  };
}

/** Deletes every row the pantry keeps about one shopper. */
export async function deleteShopperData(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(lots).where(eq(lots.ownerId, userId));
  await tx.delete(waste).where(eq(waste.ownerId, userId));
  await tx.delete(shoppers).where(eq(shoppers.userId, userId));
  await tx.delete(reminderSettings).where(eq(reminderSettings.userId, userId));
}
