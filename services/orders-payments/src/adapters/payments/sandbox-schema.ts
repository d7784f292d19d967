import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { cardBehaviours } from '../../domain/payments/test-cards.js';
import { ordersPaymentsSchema } from '../../store/schema.js';

/**
 * The sandbox provider's state: Stripe's test mode played in our own database, so that
 * payments, saved cards and idempotency survive a restart. No card is ever charged.
 */

export const sandboxCustomers = ordersPaymentsSchema.table('sandbox_customers', {
  id: text('id').primaryKey(),
  // One per shopper, so that two first uses at once make one customer.
  userId: text('user_id').notNull().unique(),
  emailAddress: text('email_address').notNull(),
  name: text('name').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = ordersPaymentsSchema.table(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behaviour: text('behaviour', { enum: cardBehaviours }).notNull(),
    billingName: text('billing_name'),
    /** The shopper whose card form made it: only they may save it, pay with it before it is saved, and authenticate its payments. */
    createdBy: text('created_by').notNull(),
    customerId: text('customer_id'),
    /** When its customer removed it: as in Stripe, a detached card is never used again. */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payment_methods_customer').on(table.customerId)],
);

export const sandboxPaymentStatuses = ['succeeded', 'requires_action', 'failed'] as const;

export const sandboxPayments = ordersPaymentsSchema.table(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    // The same key twice is one payment: the second ask reads the first.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: sandboxPaymentStatuses }).notNull(),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => sandboxPaymentMethods.id),
    customerId: text('customer_id'),
    /** Keep the card on the customer once the payment succeeds (setup_future_usage). */
    saveCard: boolean('save_card').notNull().default(false),
    orderId: text('order_id').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_payments_amount', sql`${table.amountCents} > 0`)],
);

export const sandboxRefunds = ordersPaymentsSchema.table(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_refunds_payment').on(table.paymentId),
    check('sandbox_refunds_amount', sql`${table.amountCents} > 0`),
  ],
);
