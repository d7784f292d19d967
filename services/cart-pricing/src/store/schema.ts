import type { CalorieInfo, SaveCartBody } from '@mise/contracts';
import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SavedDeliveryInfo } from '../domain/delivery-fees.js';
import type { PantryLot } from '../domain/pantry.js';

export const cartPricingSchema = pgSchema('cart_pricing');

/** What a shopper chose, as the shop last saved it: everything of a save but its version. */
export type SavedSelection = Omit<SaveCartBody, 'version'>;

/** One cart per owner: a guest (by the id the shop was given) or a signed-in user. */
export const carts = cartPricingSchema.table('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `guest:<uuid>` or `user:<id>` (store/cart-owner.ts). */
  owner: text('owner').notNull().unique(),
  selection: jsonb('selection').$type<SavedSelection>().notNull(),
  /** The shop's save counter: a save with a version not above this one is stale. */
  version: integer('version').notNull(),
  /** Upper-cased, as entered and accepted. */
  promoCode: text('promo_code'),
  deliveryInfo: jsonb('delivery_info').$type<SavedDeliveryInfo>(),
  calorieInfo: jsonb('calorie_info').$type<CalorieInfo>(),
  sharedCartUrl: text('shared_cart_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Promo codes, managed by staff (spec README; /api/admin/promotions). A code gives either
 * `percentOff` or `amountOffCents`; empty limits and dates mean "no limit". Staff end a code by
 * setting `validUntil` to the moment they end it; no code is deleted.
 */
export const promoCodes = cartPricingSchema.table(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    maxRedemptionsPerUser: integer('max_redemptions_per_user'),
    /** Staff switch a code off rather than delete it: its redemptions keep pointing at it. */
    active: boolean('active').notNull().default(true),
    /** Whom the code is for when an influencer shares it (their handle or id); null for none. */
    influencerId: text('influencer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('promo_codes_one_discount', sql`(percent_off is null) <> (amount_off_cents is null)`),
    check('promo_codes_percent_range', sql`percent_off between 1 and 100`),
    check('promo_codes_amount_positive', sql`amount_off_cents > 0`),
    check('promo_codes_upper_case', sql`code = upper(code)`),
  ],
);

/**
 * The orders orders-payments said were paid (orders.order.paid), one row per order: the promo
 * code an order used is its redemption, and a user with a row is no longer on a first order.
 */
export const paidOrders = cartPricingSchema.table(
  'paid_orders',
  {
    orderId: text('order_id').primaryKey(),
    /** `user:<id>` (store/cart-owner.ts): only signed-in shoppers order. */
    owner: text('owner').notNull(),
    /** Upper-cased; null when the order used none. */
    promoCode: text('promo_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('paid_orders_promo_code_owner_idx').on(table.promoCode, table.owner),
    index('paid_orders_owner_idx').on(table.owner),
  ],
);

/**
 * A promo code a checkout quote applied to an order not paid yet, one row per order: it counts
 * against the code's limits while it lives (domain/promo.ts), so two checkouts at once cannot
 * both take a code's last use. It goes when the order is paid (the paid order counts instead),
 * fails or is cancelled, or when orders-payments refuses it before placing it.
 */
export const promoReservations = cartPricingSchema.table(
  'promo_reservations',
  {
    orderId: text('order_id').primaryKey(),
    /** Upper-cased. */
    promoCode: text('promo_code').notNull(),
    /** `user:<id>` (store/cart-owner.ts): only signed-in shoppers order. */
    owner: text('owner').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('promo_reservations_promo_code_owner_idx').on(table.promoCode, table.owner)],
);

/**
 * Each shopper's pantry as the pantry service last announced it (pantry.changed), kept by
 * read-models/pantries so that recommendations never wait on that service. Each event holds the
 * whole pantry, so a row is replaced, never merged; `changedAt` keeps an older event delivered
 * again from undoing a newer one.
 */
export const pantryCopies = cartPricingSchema.table('pantry_copies', {
  userId: text('user_id').primaryKey(),
  lots: jsonb('lots').$type<PantryLot[]>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

export const { outbox, processedEvents } = messagingTables(cartPricingSchema);
