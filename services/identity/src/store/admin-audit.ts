import type { AuditEntry, auditLogQuery } from '@mise/contracts';
import type { Queryable } from '@mise/platform';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminAudit } from './schema.js';

/** Keeps an audited staff write; the same entry delivered twice is kept once. */
export async function keepAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await db
    .insert(adminAudit)
    .values({
      id: entry.id,
      at: new Date(entry.at),
      recordType: entry.record.type,
      recordId: entry.record.id,
      actorId: entry.actor.id,
      entry,
    })
    .onConflictDoNothing();
}

type AuditLogQuery = z.infer<typeof auditLogQuery>;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function matching(query: AuditLogQuery): SQL | undefined {
  return and(
    query.recordType ? eq(adminAudit.recordType, query.recordType) : undefined,
    query.recordId ? eq(adminAudit.recordId, query.recordId) : undefined,
    query.actorId ? eq(adminAudit.actorId, query.actorId) : undefined,
    query.from ? gte(adminAudit.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(adminAudit.at, nextDay(query.to)) : undefined,
    // The entry as text holds the action, both e-mails, the record and the reason.
    query.q ? sql`${adminAudit.entry}::text ilike ${`%${likeEscaped(query.q)}%`}` : undefined,
  );
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the log, newest first unless asked otherwise, with how many entries match. */
export async function auditLogPage(db: Queryable, query: AuditLogQuery) {
  const where = matching(query);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: adminAudit.entry })
      .from(adminAudit)
      .where(where)
      .orderBy(direction(adminAudit.at), direction(adminAudit.id))
      .limit(query.perPage)
      .offset(query.page * query.perPage),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { data: rows.map((row) => row.entry), total: total?.n ?? 0 };
}
