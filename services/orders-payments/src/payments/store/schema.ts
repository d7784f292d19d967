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

/**
 * Who holds each Stripe card the shop was shown before it was saved. Stripe.js makes a card in
 * the browser without saying whose it is, so the first shopper to pay with or save it holds it
 * and nobody else may; a card removed from its customer is marked, so nobody uses it again.
 */
export const stripeCardHolders = ordersPaymentsSchema.table('stripe_card_holders', {
  paymentMethodId: text('payment_method_id').primaryKey(),
  userId: text('user_id').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
