import type {
  Address,
  AuditEntry,
  ShopLanguage,
  ShopperInfo,
  StaffRole,
  UserRole,
} from '@mise/contracts';
import { messagingTables } from '@mise/platform';
import { index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const identitySchema = pgSchema('identity');

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = identitySchema.table('users', {
  id: text('id').primaryKey(),
  /** Lower-cased: one account per address, whatever its spelling. */
  emailAddress: text('email_address').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  role: text('role').$type<UserRole>().notNull().default('customer'),
  /** A staff member's role; null for customers. */
  staffRole: text('staff_role').$type<StaffRole>(),
  language: text('language').$type<ShopLanguage>().notNull().default('en-CA'),
  /** argon2id; null for an account that signs in only with Google or Facebook. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: at('email_verified_at'),
  influencerId: text('influencer_id'),
  shopperInfo: jsonb('shopper_info').$type<ShopperInfo>().notNull(),
  addresses: jsonb('addresses').$type<Address[]>().notNull().default([]),
  onboardedAt: at('onboarded_at'),
  /** When the user's first order was paid; null until then (first-order promos hang on it). */
  firstOrderAt: at('first_order_at'),
  /** When staff disabled the account: it cannot sign in until they enable it again. */
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every session identity starts: its token names it, and each service asks (through a short
 * cache) whether it is still live, so logging out or changing a password ends it everywhere.
 */
export const sessions = identitySchema.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endedBecause: text('ended_because').$type<SessionEnd>(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);

/** Why sessions ended: the shopper's own doing, or staff's. */
export type SessionEnd =
  | 'logout'
  | 'logout-everywhere'
  | 'password-changed'
  | 'password-reset'
  | 'staff-revoked'
  | 'account-disabled'
  | 'staff-role-changed';

/** An outside account (Google, Facebook) that signs a user in, by the provider's subject. */
export const socialLogins = identitySchema.table(
  'social_logins',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index().on(table.userId)],
);

/**
 * Codes mailed to a user: e-mail verification, password reset or first password. Only their
 * SHA-256 is kept, so a copy of the table opens no account; each is used once.
 */
export const oneTimeCodes = identitySchema.table(
  'one_time_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password' | 'set-password'>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.purpose)],
);

export const recipeFavourites = identitySchema.table(
  'recipe_favourites',
  {
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.recipeId] })],
);

/**
 * Failed attempts per throttled key (an e-mail at login, an address asking for mail): each
 * failure past the free ones doubles the wait before the next attempt is heard.
 */
export const attemptThrottles = identitySchema.table('attempt_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: at('blocked_until'),
  lastFailureAt: at('last_failure_at'),
});

/**
 * The one log of staff writes, from every service's `admin.staff-action.audited` events: the
 * entry as it was recorded, with the columns staff filter it by.
 */
export const adminAudit = identitySchema.table(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    at: at('at').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    actorId: text('actor_id').notNull(),
    entry: jsonb('entry').$type<AuditEntry>().notNull(),
  },
  (table) => [
    index().on(table.at),
    index().on(table.recordType, table.recordId, table.at),
    index().on(table.actorId, table.at),
  ],
);

export const { outbox, processedEvents } = messagingTables(identitySchema);
