import { shopLanguages } from '@mise/contracts';
import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const pantrySchema = pgSchema('pantry');

/** Every lot of every shopper's pantry; each row belongs to its owner alone. */
export const lots = pantrySchema.table(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull(),
    ingredientId: text('ingredient_id').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unit: text('unit').notNull(),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    source: text('source', { enum: ['order', 'onboarding', 'manual'] }).notNull(),
    orderId: text('order_id'),
    /** What one base unit cost in the order it came from; unknown for lots typed in. */
    centsPerBaseUnit: doublePrecision('cents_per_base_unit'),
    /** When its owner was mailed that it expires soon: a lot is mentioned in one mail. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lots_owner_idx').on(table.ownerId, table.ingredientId),
    // The expiry job and the reminders look lots up by their expiry day.
    index('lots_expiry_idx').on(table.expiresOn),
    check('lots_quantity_positive', sql`${table.quantity} > 0`),
    check('lots_order_source', sql`(${table.source} = 'order') = (${table.orderId} is not null)`),
  ],
);

/**
 * What the expiry job threw away: one row per lot, keyed by the lot, so a lot pruned by two runs
 * at once is counted once.
 */
export const waste = pantrySchema.table(
  'waste',
  {
    lotId: uuid('lot_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    ingredientId: text('ingredient_id').notNull(),
    expiredOn: date('expired_on', { mode: 'string' }).notNull(),
    /** The shop day the job threw it away, which the month's waste is counted by. */
    thrownOn: date('thrown_on', { mode: 'string' }).notNull(),
    /** Null when the catalog does not know what the ingredient weighs. */
    grams: doublePrecision('grams'),
    /** 0 when what it cost is unknown. */
    cents: integer('cents').notNull(),
  },
  (table) => [index('waste_owner_idx').on(table.ownerId, table.thrownOn)],
);

/**
 * A copy of identity's shoppers, for the reminder mails: where to send them, in which language.
 * changedAt is when identity announced the contact held, so an older announcement arriving late
 * is recognised; rows copied before it was kept count as the oldest.
 */
export const shoppers = pantrySchema.table('shoppers', {
  userId: text('user_id').primaryKey(),
  emailAddress: text('email_address').notNull(),
  firstName: text('first_name').notNull(),
  language: text('language', { enum: shopLanguages }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`'epoch'`),
});

/** Whether each shopper wants the mail about lots expiring soon; a shopper without a row does. */
export const reminderSettings = pantrySchema.table('reminder_settings', {
  userId: text('user_id').primaryKey(),
  remindersOn: boolean('reminders_on').notNull(),
});

export const { outbox, processedEvents } = messagingTables(pantrySchema);
