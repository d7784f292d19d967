import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mise/platform';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { socialLogins, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;

/** A new account's shopper info (document 2 §3 "User": servings default 2). */
export const defaultShopperInfo = (): UserRow['shopperInfo'] => ({
  allergies: [],
  preferences: { noOfServingsPerRecipe: 2, diet: 'everything' },
});

export type NewUser = Pick<UserRow, 'emailAddress' | 'firstName' | 'lastName'> &
  Partial<
    Pick<
      UserRow,
      | 'phoneNumber'
      | 'language'
      | 'passwordHash'
      | 'influencerId'
      | 'role'
      | 'staffRole'
      | 'emailVerifiedAt'
    >
  >;

/** Inserts an account; undefined when the e-mail already has one (a lost race or a retry). */
export async function createUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ id: randomUUID(), shopperInfo: defaultShopperInfo(), ...user })
    .onConflictDoNothing({ target: users.emailAddress })
    .returning();
  return created;
}

export async function findUserByEmail(
  db: Queryable,
  emailAddress: string,
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.emailAddress, emailAddress));
  return user;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Which social providers can sign this user in. */
export async function socialProvidersOf(db: Queryable, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ provider: socialLogins.provider })
    .from(socialLogins)
    .where(eq(socialLogins.userId, userId));
  return new Set(rows.map((row) => row.provider));
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'language'
    | 'addresses'
    | 'shopperInfo'
    | 'passwordHash'
    | 'emailVerifiedAt'
    | 'onboardedAt'
  >
>;

/** Applies the changes and answers the user as stored now; undefined if the user is gone. */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/**
 * Gives a password to an account that has none; undefined when it has one by now (two tabs
 * setting it at once), so the second does not overwrite the first.
 */
export async function setFirstPassword(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning();
  return updated;
}

/**
 * Keeps when the user's first order was paid: a later order, or the same one again, changes
 * nothing.
 */
export async function recordFirstOrder(db: Queryable, id: string, paidAt: Date): Promise<void> {
  await db
    .update(users)
    .set({ firstOrderAt: paidAt, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.firstOrderAt)));
}

/** Reads the user and holds the row until the transaction ends, for a read-modify-write. */
export async function lockUser(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}
