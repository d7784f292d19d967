import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type AuditEntry, staffActionAudited } from '@mise/contracts';
import { trace } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import { staffRoleOf } from '../auth/session.js';
import { newEvent } from '../bus/events.js';
import { appendToOutbox } from '../bus/outbox.js';
import type { Queryable } from '../db/database.js';
import type { OutboxTable } from '../db/messaging-tables.js';

type Fields = Record<string, unknown>;

/** What a staff write did, as the service that made it describes it. */
export interface StaffAction {
  /** `<resource>.<verb>`, e.g. `orders.refund`. */
  action: string;
  record: { type: string; id: string };
  reason?: string | null;
  /** The record before and after; only the fields that differ are kept. */
  before?: Fields | null;
  after?: Fields | null;
}

/**
 * Records a staff write in the caller's transaction, as an `admin.staff-action.audited` event
 * in the service's outbox: the change and its audit commit together or not at all, and
 * identity keeps the one log. The actor is the staff member at the keyboard, also when they
 * act from a customer's account (then the customer is `onBehalfOf`); a staff member who signs
 * in with their credentials in the same request is named by the caller. Answers the entry's id.
 */
export async function auditStaffAction(
  tx: Queryable,
  outbox: OutboxTable,
  request: FastifyRequest,
  source: string,
  action: StaffAction,
  actor: StaffActor = actorOf(request),
): Promise<string> {
  const entry = auditEntryOf(randomUUID(), request, source, action, actor);
  const subject = `${action.record.type}:${action.record.id}`;
  await appendToOutbox(tx, outbox, [
    newEvent(staffActionAudited, { source, subject, data: entry }),
  ]);
  return entry.id;
}

function auditEntryOf(
  id: string,
  request: FastifyRequest,
  service: string,
  { action, record, reason = null, before = null, after = null }: StaffAction,
  actor: StaffActor,
): AuditEntry {
  const changes = changedFields(before, after);
  return {
    id,
    at: new Date().toISOString(),
    service,
    action,
    record,
    ...actor,
    reason,
    ...changes,
    request: {
      id: request.id,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      ip: request.ip,
      traceId: trace.getActiveSpan()?.spanContext().traceId ?? null,
    },
  };
}

/** Who made a write: the request's staff member, unless the service names them itself. */
export type StaffActor = Pick<AuditEntry, 'actor' | 'onBehalfOf'>;

function actorOf(request: FastifyRequest): StaffActor {
  const session = request.session;
  if (session?.staff) {
    return {
      actor: {
        id: session.staff.staffId,
        emailAddress: session.staff.emailAddress,
        role: session.staff.staffRole ?? 'support',
      },
      onBehalfOf: { id: session.userId, emailAddress: session.emailAddress },
    };
  }
  if (session?.role !== 'staff') throw new Error('Only staff actions are audited.');
  return {
    actor: { id: session.userId, emailAddress: session.emailAddress, role: staffRoleOf(session) },
    onBehalfOf: null,
  };
}

/** The fields that differ between before and after, each side keeping only those. */
export function changedFields(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/** Audits one write of a request, in the write's transaction. */
export type StaffAuditTrail = (tx: Queryable, action: StaffAction) => Promise<string>;

/**
 * The audit trail of a request's writes when a staff member makes them, as themselves or from
 * a customer's account (every write made during account access is tagged so); null for a
 * shopper's own requests, which are not audited.
 */
export function staffAuditTrail(
  request: FastifyRequest,
  outbox: OutboxTable,
  source: string,
): StaffAuditTrail | null {
  const session = request.session;
  if (!session || (session.role !== 'staff' && !session.staff)) return null;
  return (tx, action) => auditStaffAction(tx, outbox, request, source, action);
}
