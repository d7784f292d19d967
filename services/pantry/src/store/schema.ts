import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lots_owner_idx').on(table.ownerId, table.ingredientId),
    check('lots_quantity_positive', sql`${table.quantity} > 0`),
    check('lots_order_source', sql`(${table.source} = 'order') = (${table.orderId} is not null)`),
  ],
);

export const { outbox, processedEvents } = messagingTables(pantrySchema);
