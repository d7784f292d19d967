import {
  type CheckoutQuote,
  type DeliveryType,
  type OrderDeliveryAddress,
  type OrderStatus,
  type PaymentProviderName,
  type PricePayloadAnswer,
  paymentProviders,
  type ShopLanguage,
} from '@mise/contracts';
import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The service's Postgres schema; every orders-payments table lives in it. */
export const ordersPaymentsSchema = pgSchema('orders_payments');

const at = (name: string) => timestamp(name, { withTimezone: true });

export type OrderRecipe = CheckoutQuote['recipes'][number];
export type OrderExtraProduct = CheckoutQuote['extraProducts'][number];
export type OrderProduct = CheckoutQuote['products'][number];
export type OrderLeftover = CheckoutQuote['leftovers'][number];

/**
 * One row per checkout attempt that got a slot: the shopper's key makes a replay the same row.
 * What was bought and at what price is frozen here from the checkout quote.
 */
export const orders = ordersPaymentsSchema.table(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Short and readable (M-7K2P9Q), for mails and the phone. */
    number: text('number').notNull().unique(),
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the first request asked for: a replay asking for something else is refused. */
    requestFingerprint: text('request_fingerprint').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    locationId: text('location_id'),
    cityId: text('city_id').notNull(),
    /** YYYY-MM-DD in the city's zone. */
    deliveryDate: text('delivery_date').notNull(),
    slotStart: at('slot_start').notNull(),
    slotEnd: at('slot_end').notNull(),
    timeZone: text('time_zone').notNull(),
    /** As delivery-slots shows it, e.g. '9:00 AM - 11:00 AM'. */
    slotLabel: text('slot_label').notNull(),
    address: jsonb('address').$type<OrderDeliveryAddress>().notNull(),
    /** Copied from the address for the staff search and the mails. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').$type<ShopLanguage>().notNull(),
    recipes: jsonb('recipes').$type<OrderRecipe[]>().notNull(),
    /** The packs bought for the recipes; empty for orders placed before they were kept. */
    products: jsonb('products').$type<OrderProduct[]>().notNull().default([]),
    extraProducts: jsonb('extra_products').$type<OrderExtraProduct[]>().notNull(),
    leftovers: jsonb('leftovers').$type<OrderLeftover[]>().notNull(),
    /** What the recipes take from the shopper's pantry; empty for orders placed before it counted. */
    pantryUsed: jsonb('pantry_used').$type<OrderLeftover[]>().notNull().default([]),
    cost: jsonb('cost').$type<PricePayloadAnswer>().notNull(),
    /** cost.totalPrice, as a column to sort and sum by. */
    totalCents: integer('total_cents').notNull(),
    promoCode: text('promo_code'),
    /** The cart version the quote priced: the cart is emptied only if unchanged since. */
    cartVersion: integer('cart_version').notNull(),
    /** What the charge needs, kept so that a sweep can charge again with the same key. */
    paymentMethodId: text('payment_method_id').notNull(),
    customerId: text('customer_id'),
    saveCard: boolean('save_card').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The recovery sweep looks for orders left waiting for their payment.
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_slot_start_idx').on(table.slotStart),
    check(
      'orders_status_known',
      sql`${table.status} in ('PENDING_PAYMENT', 'PENDING_DELIVERY', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED', 'REFUNDED')`,
    ),
    check('orders_total_positive', sql`${table.totalCents} > 0`),
  ],
);

export type PaymentStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';

/** The card payment of an order: one per order, since the order id is the provider's key. */
export const payments = ordersPaymentsSchema.table(
  'payments',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's payment (Stripe: the PaymentIntent), once it answered. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Stripe's client secret while the card asks for 3-D Secure. */
    clientSecret: text('client_secret'),
    brand: text('brand'),
    last4: text('last4'),
    /** The provider's words, shown to the shopper. */
    failureMessage: text('failure_message'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Given back so far, by refunds that went through. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    check(
      'payments_refund_within_amount',
      sql`${table.refundedCents} between 0 and ${table.amountCents}`,
    ),
  ],
);

export type RefundPurpose = 'cancel' | 'refund';

/**
 * Money to give back. The row is written before the provider is asked, with the key the
 * provider deduplicates on, so a refund interrupted by a crash or an outage is finished by
 * the sweep, once.
 */
export const refunds = ordersPaymentsSchema.table(
  'refunds',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    purpose: text('purpose').$type<RefundPurpose>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'requested' | 'succeeded'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    requestedAt: at('requested_at').notNull(),
    completedAt: at('completed_at'),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_status_idx').on(table.status, table.requestedAt),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type Actor = 'customer' | 'staff' | 'system';

/** Who changed what on an order, when: the audit trail staff read. */
export const orderHistory = ordersPaymentsSchema.table(
  'order_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    at: at('at').notNull(),
    actor: text('actor').$type<Actor>().notNull(),
    /** The customer's user id, or the staff member's; null for the system. */
    actorId: text('actor_id'),
    /** The staff member at the keyboard, also when acting as the customer. */
    staffId: text('staff_id'),
    /** That staff member's e-mail, for the console's timeline. */
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('order_history_order_idx').on(table.orderId, table.at)],
);

/** The provider's webhook events already applied: the same event twice has one effect. */
export const webhookEvents = ordersPaymentsSchema.table(
  'webhook_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

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

export const { outbox, processedEvents } = messagingTables(ordersPaymentsSchema);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
