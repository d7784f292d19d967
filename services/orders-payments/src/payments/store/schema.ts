import { paymentProviders } from '@mise/contracts';
import { pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The service's Postgres schema; every orders-payments table lives in it. */
export const ordersPaymentsSchema = pgSchema('orders_payments');

/**
 * Each shopper's customer at the card provider, made on first use (saving a card). Keyed by
 * provider too: a shop moved from the sandbox to Stripe makes new customers there.
 */
export const paymentCustomers = ordersPaymentsSchema.table(
  'payment_customers',
  {
    userId: text('user_id').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);
