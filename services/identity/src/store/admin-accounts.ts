import type { StaffRole, UserRole } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { users } from './schema.js';
import type { UserRow } from './users.js';

/** One page of the accounts of a role, as staff list them. */
export interface AccountsQuery {
  page: number;
  perPage: number;
  sort: 'createdAt' | 'emailAddress';
  order: 'ASC' | 'DESC';
  /** Matches the first or last name, the whole name, or the e-mail address. */
  q?: string | undefined;
  disabled?: boolean | undefined;
  staffRole?: StaffRole | undefined;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function matching(role: UserRole, query: AccountsQuery): SQL | undefined {
  const words = query.q ? `%${likeEscaped(query.q)}%` : undefined;
  return and(
    eq(users.role, role),
    words
      ? or(
          ilike(users.emailAddress, words),
          ilike(users.firstName, words),
          ilike(users.lastName, words),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${words}`,
        )
      : undefined,
    query.disabled === undefined
      ? undefined
      : query.disabled
        ? isNotNull(users.disabledAt)
        : isNull(users.disabledAt),
    query.staffRole ? eq(users.staffRole, query.staffRole) : undefined,
  );
}

/** The accounts of a role matching the query, a page of them, and how many match. */
export async function listAccounts(
  db: Queryable,
  role: UserRole,
  query: AccountsQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = matching(role, query);
  const direction = query.order === 'ASC' ? asc : desc;
  const column = query.sort === 'emailAddress' ? users.emailAddress : users.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(column), direction(users.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Disables the account from `at`, or enables it with null; answers it as stored now. */
export async function setDisabledAt(
  tx: Queryable,
  id: string,
  at: Date | null,
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ disabledAt: at, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

/** Gives a staff member another role; answers them as stored now. */
export async function setStaffRole(
  tx: Queryable,
  id: string,
  staffRole: StaffRole,
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ staffRole, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, 'staff')))
    .returning();
  return updated;
}
