import { countryCodes, provinceCodes } from '@mise/contracts';
import { messagingTables } from '@mise/platform';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const deliverySlotsSchema = pgSchema('delivery_slots');

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The cities the shop delivers to; staff set their fee, slot capacity and whether they are served. */
export const cities = deliverySlotsSchema.table(
  'cities',
  {
    /** A slug, e.g. `toronto`. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    province: text('province', { enum: provinceCodes }).notNull(),
    countryCode: text('country_code', { enum: countryCodes }).notNull().default('CA'),
    /** IANA zone its slots are in. */
    timeZone: text('time_zone').notNull(),
    postalCodePrefixes: text('postal_code_prefixes').array().notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    /** Orders per slot. */
    slotCapacity: integer('slot_capacity').notNull().default(20),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  () => [
    check('cities_fee_range', sql`delivery_fee_cents between 0 and 500`),
    check('cities_capacity_positive', sql`slot_capacity >= 1`),
  ],
);
export type CityRow = typeof cities.$inferSelect;

/** Where shoppers who chose the Pickup delivery type collect their groceries. */
export const pickupLocations = deliverySlotsSchema.table('pickup_locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  cityId: text('city_id')
    .notNull()
    .references(() => cities.id),
  lineOne: text('line_one').notNull(),
  postalCode: text('postal_code').notNull(),
  hours: text('hours').notNull(),
  active: boolean('active').notNull().default(true),
});

export const holdStates = ['HELD', 'BOOKED', 'RELEASED'] as const;
export type HoldState = (typeof holdStates)[number];

/**
 * One order's place in a slot: HELD while it is paid for, BOOKED once paid, RELEASED when its
 * place went back on sale. Keyed by order, so an order never holds two places.
 */
export const slotHolds = deliverySlotsSchema.table(
  'slot_holds',
  {
    orderId: text('order_id').primaryKey(),
    /**
     * Who holds it (user or guest id): a shopper holds one unpaid place per slot. Null for a
     * place booked by payment without a hold.
     */
    shopperId: text('shopper_id'),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    slotStart: instant('slot_start').notNull(),
    slotEnd: instant('slot_end').notNull(),
    state: text('state', { enum: holdStates }).notNull(),
    /** When a HELD place lapses unless paid for. */
    expiresAt: instant('expires_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('slot_holds_state', sql`state in ('HELD', 'BOOKED', 'RELEASED')`),
    index('slot_holds_lapse_idx').on(table.state, table.expiresAt),
    index('slot_holds_shopper_idx').on(table.shopperId, table.cityId, table.slotStart),
  ],
);
export type HoldRow = typeof slotHolds.$inferSelect;

/**
 * Places taken per city and slot: HELD and BOOKED holds, counted. A place is taken by one
 * conditional upsert of this row, which is what keeps a slot from being overbooked.
 */
export const slotLoads = deliverySlotsSchema.table(
  'slot_loads',
  {
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    slotStart: instant('slot_start').notNull(),
    taken: integer('taken').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.slotStart] }),
    check('slot_loads_taken_not_negative', sql`taken >= 0`),
  ],
);

export const { outbox, processedEvents } = messagingTables(deliverySlotsSchema);
